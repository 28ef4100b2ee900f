// The shell's index.html, cut where a server render goes: the head gets the page's title, description,
// canonical link, language, theme and the CSS of the page's area; the root element gets the rendered HTML;
// the first view's data follows it as JSON in a script element that never runs.
import { whenChanged } from './whenChanged.mjs';

const ROOT = '<div id="root"></div>';
export const FIRST_VIEW_ID = 'm-first-view';

/** A `<link rel="preload" as="style">` of the shell's own build (attributes in any order). */
const STYLE_PRELOAD = /<link(?=[^>]*\sas="style")(?=[^>]*\srel="preload")[^>]*\shref="([^"]+)"[^>]*>/g;

const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const SCRIPT_SAFE = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026', '\u2028': '\\u2028', '\u2029': '\\u2029' };

/** JSON that cannot end its script element or open a comment, whatever strings it carries. */
export const scriptSafeJson = (value) => JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => SCRIPT_SAFE[c]);

/** The template, read again whenever the file changes (a shell deploy needs no restart). */
export function templateFrom(file) {
  return whenChanged(file, (html) => {
    const at = html.indexOf(ROOT);
    if (at < 0) throw new Error(`${file} has no ${ROOT}`);
    return { before: html.slice(0, at), after: html.slice(at + ROOT.length) };
  });
}

/**
 * The document up to and including the opening root element.
 * @param {{ before: string }} template
 * @param {{ lang: string, theme: string, title: string, description: string, canonical: string }} head
 * @param {{ href: string, integrity?: string }[]} stylesheets  the area's CSS, with their SHA-384 when known
 * @param {{ src: string, integrity: string }} [releaseScript]  the page's release as a script (releaseScripts.mjs),
 *   run before the shell's scripts (both deferred, in document order)
 */
export function documentStart(template, head, stylesheets, releaseScript) {
  // The shell preloads its own CSS for the page the browser renders, which shows nothing until its scripts
  // run. Server HTML shows at once: the shell's CSS must style it from the first paint, ahead of the area's
  // (the order the browser would have applied them in), or the page moves when the scripts apply it.
  const shellStylesheets = [];
  const before = template.before.replace(STYLE_PRELOAD, (_link, href) => (shellStylesheets.push(href), ''));
  const links = [
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    ...shellStylesheets.map((href) => `<link rel="stylesheet" href="${href}" />`),
    ...stylesheets.map(({ href, integrity }) =>
      integrity
        ? `<link rel="stylesheet" href="${escapeHtml(href)}" integrity="${escapeHtml(integrity)}" crossorigin="anonymous" />`
        : `<link rel="stylesheet" href="${escapeHtml(href)}" />`,
    ),
    ...(releaseScript
      ? [`<script defer src="${escapeHtml(releaseScript.src)}" integrity="${escapeHtml(releaseScript.integrity)}"></script>`]
      : []),
  ].join('\n    ');
  return (
    before
      // The page runs the release it was rendered with (in its first view's data), not a manifest fetched later.
      .replace(/<link[^>]*href="\/m\/remotes\.json"[^>]*>/, '')
      .replace(/<html[^>]*>/, `<html lang="${escapeHtml(head.lang)}" data-theme="${escapeHtml(head.theme)}">`)
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(head.title)}</title>\n    ${links}`) + '<div id="root">'
  );
}

/** The rest of the document: the root element closed, the first view's data (if any), the scripts. */
export function documentEnd(template, handover) {
  const data = handover ? `<script type="application/json" id="${FIRST_VIEW_ID}">${scriptSafeJson(handover)}</script>` : '';
  return `</div>${data}${template.after}`;
}
