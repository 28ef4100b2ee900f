// @vitest-environment jsdom
import { activeMarkupIn } from '../testing/activeMarkup';
import { renderWithRouter } from '../testing/renderWithRouter';
import { XSS_FLAG, XSS_PAYLOADS } from '../testing/xssPayloads';
import { SafeHtml } from './SafeHtml';

/** Every event some payload hooks into, plus click. */
const EVENTS = [
  ...new Set(XSS_PAYLOADS.flatMap((p) => [...p.html.matchAll(/\bon([a-z]+)\s*=/gi)].map((m) => (m[1] ?? '').toLowerCase()))),
  'click',
];

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
    expect(running).toEqual(
      expect.arrayContaining(['script tag', 'img onerror', 'svg onload', 'link with onclick', 'paragraph onmouseover']),
    );
  });

  it('the checker finds something active in every payload that is not plain text', () => {
    const inert = XSS_PAYLOADS.filter(
      (p) => activeMarkupIn(Object.assign(document.createElement('div'), { innerHTML: p.html })).length === 0,
    );
    // Inside other markup the parser drops a body tag with its attributes.
    expect(inert.map((p) => p.name)).toEqual(['body onload', 'escaped markup in a title stays text']);
  });

  it.each(XSS_PAYLOADS.map((p) => [p.name, p.html]))('%s: nothing active survives and nothing runs', (_name, html) => {
    const rendered = renderSafely(html);
    expect(activeMarkupIn(rendered)).toEqual([]);
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
