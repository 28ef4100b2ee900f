/**
 * Hostile HTML for every surface that renders server HTML. Each payload, if any of it ran, would set
 * `window.__xss` (or the parent page's, from inside a frame) and some also open an alert, so a test
 * can tell whether anything executed. The corpus has no imports: unit tests and Playwright share it.
 */
export interface XssPayload {
  name: string;
  html: string;
}

/** The page-level flag a payload sets when it runs. */
export const XSS_FLAG = '__xss';

/** `<script>window.__xss=1;alert(1)</script>`, base64: for data: URLs. */
const SCRIPT_B64 = 'PHNjcmlwdD53aW5kb3cuX194c3M9MTthbGVydCgxKTwvc2NyaXB0Pg==';
/** `<svg xmlns="http://www.w3.org/2000/svg" onload="window.__xss=1"/>`, base64. */
const SVG_B64 = 'PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIG9ubG9hZD0id2luZG93Ll9feHNzPTEiLz4=';
/** `javascript:` spelled with decimal entities. */
const JAVASCRIPT_DECIMAL = [...'javascript:'].map((c) => `&#${c.charCodeAt(0)};`).join('');
/** `javascript:` spelled with zero-padded decimal entities without semicolons. */
const JAVASCRIPT_PADDED = [...'javascript:'].map((c) => `&#${String(c.charCodeAt(0)).padStart(7, '0')}`).join('');
/** `javascript:` spelled with hex entities. */
const JAVASCRIPT_HEX = [...'javascript:'].map((c) => `&#x${c.charCodeAt(0).toString(16)};`).join('');

export const XSS_PAYLOADS: readonly XssPayload[] = [
  // Script elements
  { name: 'script tag', html: '<p>Hi</p><script>window.__xss=1;alert(1)</script>' },
  { name: 'script tag, mixed case with src data URL', html: '<ScRiPt SRC="data:text/javascript,window.__xss=1"></ScRiPt>' },
  { name: 'script split to dodge filters', html: '<scr<script>ipt>window.__xss=1</scr</script>ipt>' },
  { name: 'attribute break-out then script', html: '"><script>window.__xss=1</script><p title="' },
  { name: 'script inside a template', html: '<template><script>window.__xss=1</script></template>' },
  { name: 'script inside SVG', html: '<svg><script>window.__xss=1</script></svg>' },
  // Event handlers
  { name: 'img onerror', html: '<img src="x" onerror="window.__xss=1;alert(1)">' },
  { name: 'img ONERROR unquoted, entity-encoded code', html: '<img src=x ONERROR=&#119;indow.__xss=1>' },
  { name: 'img onerror evaluating its own src', html: '<img src="x:window.__xss=1" onerror="eval(src.slice(2))">' },
  { name: 'svg onload', html: '<svg onload="window.__xss=1"></svg>' },
  { name: 'svg animate onbegin', html: '<svg><animate onbegin="window.__xss=1" attributeName="x" dur="1s"></animate></svg>' },
  { name: 'body onload', html: '<body onload="window.__xss=1">text</body>' },
  { name: 'input autofocus onfocus', html: '<input autofocus onfocus="window.__xss=1">' },
  { name: 'details ontoggle', html: '<details open ontoggle="window.__xss=1"><summary>more</summary></details>' },
  { name: 'link with onclick', html: '<a href="/m/home" onclick="window.__xss=1">home</a>' },
  { name: 'paragraph onmouseover', html: '<p onmouseover="window.__xss=1">hover</p>' },
  { name: 'unknown element onclick', html: '<x-promo onclick="window.__xss=1">tap</x-promo>' },
  { name: 'video source onerror', html: '<video><source src="x" onerror="window.__xss=1"></video>' },
  { name: 'audio onerror', html: '<audio src="x" onerror="window.__xss=1"></audio>' },
  { name: 'marquee onstart', html: '<marquee onstart="window.__xss=1">news</marquee>' },
  { name: 'button onclick', html: '<button onclick="window.__xss=1">claim</button>' },
  // javascript:, vbscript: and data: URLs, plain and encoded
  { name: 'javascript: link', html: '<a href="javascript:window.__xss=1;alert(1)">tap</a>' },
  { name: 'javascript: link, mixed case', html: '<a href="JaVaScRiPt:window.__xss=1">tap</a>' },
  { name: 'javascript: link with an encoded tab', html: '<a href="jav&#x09;ascript:window.__xss=1">tap</a>' },
  { name: 'javascript: link with an encoded newline', html: '<a href="java&#x0A;script:window.__xss=1">tap</a>' },
  { name: 'javascript: link with a leading control character', html: '<a href=" &#14; javascript:window.__xss=1">tap</a>' },
  { name: 'javascript: link, decimal entities', html: `<a href="${JAVASCRIPT_DECIMAL}window.__xss=1">tap</a>` },
  { name: 'javascript: link, padded entities without semicolons', html: `<a href="${JAVASCRIPT_PADDED}window.__xss=1">tap</a>` },
  { name: 'javascript: link, hex entities', html: `<a href="${JAVASCRIPT_HEX}window.__xss=1">tap</a>` },
  { name: 'javascript: link, named colon entity', html: '<a href="javascript&colon;window.__xss=1">tap</a>' },
  { name: 'vbscript: link', html: '<a href="vbscript:msgbox(1)">tap</a>' },
  { name: 'data: HTML link', html: `<a href="data:text/html;base64,${SCRIPT_B64}">tap</a>` },
  { name: 'data: SVG link', html: `<a href="data:image/svg+xml;base64,${SVG_B64}">tap</a>` },
  { name: 'data: SVG image', html: `<img src="data:image/svg+xml;base64,${SVG_B64}">` },
  { name: 'data: HTML image', html: `<img src="data:text/html;base64,${SCRIPT_B64}">` },
  { name: 'javascript: image srcset', html: '<img srcset="javascript:window.__xss=1 1x" src="x">' },
  { name: 'SVG xlink:href javascript:', html: '<svg><a xlink:href="javascript:window.__xss=1"><text x="20" y="20">tap</text></a></svg>' },
  // Frames, objects and navigation
  { name: 'iframe javascript: src', html: '<iframe src="javascript:parent.__xss=1"></iframe>' },
  { name: 'iframe srcdoc script', html: '<iframe srcdoc="<script>parent.__xss=1;alert(1)</script>"></iframe>' },
  { name: 'iframe srcdoc, entity-encoded handler', html: '<iframe srcdoc="&lt;img src=x onerror=parent.__xss=1&gt;"></iframe>' },
  { name: 'iframe data: HTML', html: `<iframe src="data:text/html;base64,${SCRIPT_B64}"></iframe>` },
  { name: 'object data javascript:', html: '<object data="javascript:window.__xss=1"></object>' },
  { name: 'embed data: HTML', html: `<embed src="data:text/html;base64,${SCRIPT_B64}">` },
  { name: 'meta refresh to javascript:', html: '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=1">' },
  { name: 'base href javascript:', html: '<base href="javascript:window.__xss=1//"><a href="x">tap</a>' },
  { name: 'form action javascript:', html: '<form action="javascript:window.__xss=1"><button>Go</button></form>' },
  { name: 'button formaction javascript:', html: '<form><button formaction="javascript:window.__xss=1">Go</button></form>' },
  { name: 'isindex image onerror', html: '<isindex type="image" src="1" onerror="window.__xss=1">' },
  // CSS
  { name: 'style attribute javascript: url', html: '<div style="background:url(javascript:window.__xss=1)">bg</div>' },
  { name: 'CSS expression', html: '<div style="width:expression(window.__xss=1)">wide</div>' },
  { name: 'style element import', html: "<style>@import 'javascript:window.__xss=1';</style><p>styled</p>" },
  { name: 'stylesheet link', html: '<link rel="stylesheet" href="javascript:window.__xss=1">' },
  // Parser differentials (mutation XSS)
  { name: 'math/table/mglyph namespace confusion', html: '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=1>' },
  { name: 'noscript title break-out', html: '<noscript><p title="</noscript><img src=x onerror=window.__xss=1>">' },
  { name: 'svg style break-out', html: '<svg></p><style><a id="</style><img src=1 onerror=window.__xss=1>">' },
  { name: 'escaped markup in a title stays text', html: '<p title="&quot;&gt;&lt;img src=x onerror=window.__xss=1&gt;">quoted</p>' },
];
