import DOMPurifyOfThePage, { type DOMPurify as Purifier, type WindowLike } from 'dompurify';

/** Links that leave the site, protocol-relative ones included. */
export const EXTERNAL_URL = /^(?:https?:|\/\/)/i;
/** What browsers strip from a URL before reading its scheme. */
// eslint-disable-next-line no-control-regex -- browsers drop these control characters too
const URL_IGNORED = /[\u0000-\u0020\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000\ufeff]/g;
const DATA_URL = /^data:/i;
const RASTER_DATA_IMAGE = /^data:image\/(?:png|jpe?g|gif|webp|avif|bmp)[;,]/i;

let DOMPurify: Purifier = DOMPurifyOfThePage;

/**
 * Server render only: DOMPurify on a server-side DOM window (Node has none), so server HTML is cleaned on the
 * server exactly as in the browser.
 */
export function sanitizeWithWindow(window: WindowLike): void {
  DOMPurify = DOMPurifyOfThePage(window);
  hooked = false;
}

/** Server HTML (announcements, help, promotions) cleaned by DOMPurify: no scripts, handlers or script URLs. */
export function sanitizeHtml(html: string): string {
  // Where DOMPurify cannot run it would hand the input back untouched: show text only instead.
  if (!DOMPurify.isSupported) return escapeText(html.replace(/<[^>]*>/g, ''));
  installHooks();
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
    ADD_ATTR: ['target'],
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/|#|[^:]*$)/i,
  });
}

let hooked = false;
/** Set once on DOMPurify, which is shared by the whole page. */
function installHooks(): void {
  if (hooked) return;
  hooked = true;
  // DOMPurify lets media elements keep any data: URL (an SVG or HTML document among them); only raster
  // images in an image's src are left.
  DOMPurify.addHook('uponSanitizeAttribute', (node, data) => {
    const value = data.attrValue.replace(URL_IGNORED, '');
    if (!DATA_URL.test(value)) return;
    const rasterImage = node.nodeName === 'IMG' && data.attrName === 'src' && RASTER_DATA_IMAGE.test(value);
    if (!rasterImage) data.keepAttr = false;
  });
  // External links open in a new tab without access to this page.
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && EXTERNAL_URL.test(node.getAttribute('href') ?? '')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

const escapeText = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
