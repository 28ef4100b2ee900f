// @vitest-environment jsdom
import { renderWithRouter } from '../testing/renderWithRouter';
import { XSS_FLAG, XSS_PAYLOADS } from '../testing/xssPayloads';
import { SafeHtml } from './SafeHtml';

/** What browsers strip from a URL before reading its scheme. */
const URL_IGNORED = /[\u0000-\u0020\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000\ufeff]/g;
const SCRIPT_SCHEME = /(?:javascript|vbscript):/i;
const DATA_URL = /^data:/i;
/** The only data URLs left standing: raster images in an image's src. */
const RASTER_DATA_IMAGE = /^data:image\/(?:png|jpe?g|gif|webp|avif|bmp)[;,]/i;
/** Elements that load, run or submit something on their own. */
const ACTIVE_ELEMENTS = 'script, iframe, frame, frameset, object, embed, applet, meta, base, link, style, form, template';

/** Every event some payload hooks into, plus click. */
const EVENTS = [...new Set(XSS_PAYLOADS.flatMap((p) => [...p.html.matchAll(/\bon([a-z]+)\s*=/gi)].map((m) => (m[1] ?? '').toLowerCase()))), 'click'];

/** Problems of rendered markup: active elements, handler attributes, script or data URLs. */
function dangersIn(root: Element): string[] {
  const found = [...root.querySelectorAll(ACTIVE_ELEMENTS)].map((el) => `<${el.tagName.toLowerCase()}>`);
  for (const el of root.querySelectorAll('*')) {
    for (const { name, value } of el.attributes) {
      const url = value.replace(URL_IGNORED, '');
      if (/^on/i.test(name)) found.push(`${name} on <${el.tagName.toLowerCase()}>`);
      if (SCRIPT_SCHEME.test(url)) found.push(`script URL in ${name}`);
      const candidates = name === 'srcset' ? value.split(',').map((c) => c.trim().split(/\s+/)[0] ?? '') : [url];
      for (const candidate of candidates.map((c) => c.replace(URL_IGNORED, ''))) {
        const rasterImage = el.tagName === 'IMG' && (name === 'src' || name === 'srcset') && RASTER_DATA_IMAGE.test(candidate);
        if (DATA_URL.test(candidate) && !rasterImage) found.push(`data URL in ${name}`);
      }
    }
  }
  if (/<script/i.test(root.innerHTML)) found.push('script markup');
  return found;
}

/** Reads, then clears, the flag in a document's own script context. */
function takeFlag(doc: Document): boolean {
  const probe = doc.createElement('script');
  probe.textContent = `document.documentElement.dataset.xss = String(window.${XSS_FLAG} !== undefined); delete window.${XSS_FLAG};`;
  doc.body.append(probe);
  probe.remove();
  const set = doc.documentElement.dataset.xss === 'true';
  delete doc.documentElement.dataset.xss;
  return set;
}

/**
 * Loads markup as a whole document in a frame that runs scripts, fires every event a payload could hook
 * into on every element, and tells whether any code ran (in the frame or in its parent).
 */
function runsCode(html: string): boolean {
  const frame = document.createElement('iframe');
  document.body.append(frame);
  const doc = frame.contentDocument;
  const view = frame.contentWindow as (Window & typeof globalThis) | null;
  if (!doc || !view) throw new Error('no frame document');
  doc.open();
  doc.write(`<!doctype html><html><body>${html}</body></html>`);
  doc.close();
  for (const el of doc.querySelectorAll('*')) for (const type of EVENTS) el.dispatchEvent(new view.Event(type));
  const ran = takeFlag(doc) || takeFlag(document);
  frame.remove();
  return ran;
}

function renderSafely(html: string): Element {
  const { getByTestId } = renderWithRouter(<SafeHtml html={html} testId="server-html" />);
  return getByTestId('server-html');
}

describe('hostile HTML through SafeHtml', () => {
  it('has a corpus of at least 30 distinct payloads', () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(30);
    expect(new Set(XSS_PAYLOADS.map((p) => p.name)).size).toBe(XSS_PAYLOADS.length);
  });

  it('the harness sees code run when markup is not sanitised', () => {
    const running = XSS_PAYLOADS.filter((p) => runsCode(p.html)).map((p) => p.name);
    expect(running).toEqual(expect.arrayContaining(['script tag', 'img onerror', 'svg onload', 'link with onclick', 'paragraph onmouseover']));
    expect(dangersIn(Object.assign(document.createElement('div'), { innerHTML: XSS_PAYLOADS.map((p) => p.html).join('') }))).not.toEqual([]);
  });

  it.each(XSS_PAYLOADS.map((p) => [p.name, p.html]))('%s: nothing active survives and nothing runs', (_name, html) => {
    const rendered = renderSafely(html);
    expect(dangersIn(rendered)).toEqual([]);
    expect(runsCode(rendered.innerHTML)).toBe(false);
  });

  it('keeps raster data images and ordinary markup', () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    const rendered = renderSafely(`<p>Deposit <b>bonus</b></p><img src="${png}" alt="chip"><a href="/m/activity">more</a>`);
    expect(rendered.querySelector('img')?.getAttribute('src')).toBe(png);
    expect(rendered.querySelector('b')?.textContent).toBe('bonus');
    expect(rendered.querySelector('a')?.getAttribute('href')).toBe('/m/activity');
  });
});
