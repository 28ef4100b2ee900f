/**
 * Everything in rendered markup under `root` that could run or load code: active elements (script,
 * frames, objects, meta, base, link, style, form, template), on* attributes, CSS expressions,
 * javascript:/vbscript: URLs and data: URLs other than raster images in an image's src. An empty list
 * means inert markup.
 *
 * Self-contained (no references outside its body) so Playwright can run it in a page:
 * `locator.evaluate(activeMarkupIn)`.
 */
export function activeMarkupIn(root: Element): string[] {
  // What browsers strip from a URL before reading its scheme.
  // eslint-disable-next-line no-control-regex -- browsers drop these control characters too
  const urlIgnored = /[\u0000-\u0020\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000\ufeff]/g;
  const scriptScheme = /(?:javascript|vbscript):/i;
  const dataUrl = /^data:/i;
  const rasterDataImage = /^data:image\/(?:png|jpe?g|gif|webp|avif|bmp)[;,]/i;
  const activeElements = 'script, iframe, frame, frameset, object, embed, applet, meta, base, link, style, form, template';

  const found: string[] = [];
  root.querySelectorAll(activeElements).forEach((el) => found.push(`<${el.tagName.toLowerCase()}>`));
  root.querySelectorAll('*').forEach((el) => {
    const tag = el.tagName.toLowerCase();
    for (const { name, value } of Array.from(el.attributes)) {
      if (/^on/i.test(name)) found.push(`${name} on <${tag}>`);
      if (name === 'style' && /expression\s*\(/i.test(value)) found.push(`CSS expression on <${tag}>`);
      if (scriptScheme.test(value.replace(urlIgnored, ''))) found.push(`script URL in ${name} of <${tag}>`);
      const candidates = name === 'srcset' ? value.split(',').map((c) => c.trim().split(/\s+/)[0] ?? '') : [value];
      for (const candidate of candidates) {
        const url = candidate.replace(urlIgnored, '');
        const rasterImage = tag === 'img' && (name === 'src' || name === 'srcset') && rasterDataImage.test(url);
        if (dataUrl.test(url) && !rasterImage) found.push(`data URL in ${name} of <${tag}>`);
      }
    }
  });
  if (/<script/i.test(root.innerHTML)) found.push('script markup');
  return found;
}
