import { describe, expect, it } from 'vitest';
import { documentEnd, documentStart, scriptSafeJson } from './pageTemplate.mjs';

const template = {
  before:
    '<!doctype html><html lang="en" data-theme="dark"><head><title>MCasino</title><link as="fetch" href="/m/remotes.json" rel="preload"><link as="fetch" href="/m/config.json" rel="preload"><link as="style" fetchpriority="low" href="/m/static/180.css" rel="preload"></head><body>',
  after: '<script defer src="/m/static/main.js"></script></body></html>',
};
const head = { lang: 'pt', theme: 'light', title: 'VIP | "M" <Casino>', description: 'A & B', canonical: 'https://m.example/m/vip' };

describe('page template', () => {
  it('gives the head the page language, theme, title, description, canonical link and area styles', () => {
    const start = documentStart(template, head, [{ href: '/remotes/promotions/1.0.0/vip.css' }]);
    expect(start).toContain('<html lang="pt" data-theme="light">');
    expect(start).toContain('<title>VIP | &#34;M&#34; &#60;Casino&#62;</title>');
    expect(start).toContain('<meta name="description" content="A &#38; B" />');
    expect(start).toContain('<link rel="canonical" href="https://m.example/m/vip" />');
    expect(start).toContain('<link rel="stylesheet" href="/remotes/promotions/1.0.0/vip.css" />');
    expect(start.endsWith('<div id="root">')).toBe(true);
  });

  it("links an area's sheet with the SHA-384 its verified manifest gives it, so a changed byte is refused", () => {
    const start = documentStart(template, head, [{ href: '/remotes/promotions/1.0.0/vip.css', integrity: 'sha384-abc' }]);
    expect(start).toContain(
      '<link rel="stylesheet" href="/remotes/promotions/1.0.0/vip.css" integrity="sha384-abc" crossorigin="anonymous" />',
    );
  });

  it("applies the shell's CSS from the first paint, before the area's", () => {
    const start = documentStart(template, head, [{ href: '/remotes/promotions/1.0.0/vip.css' }]);
    expect(start).not.toContain('as="style"');
    const shell = start.indexOf('<link rel="stylesheet" href="/m/static/180.css" />');
    expect(shell).toBeGreaterThan(0);
    expect(start.indexOf('/remotes/promotions/1.0.0/vip.css')).toBeGreaterThan(shell);
  });

  it('drops the release manifest preload: the page runs the release it was rendered with', () => {
    const start = documentStart(template, head, []);
    expect(start).not.toContain('/m/remotes.json');
    expect(start).toContain('/m/config.json');
  });

  it("names the page's release script in its head, hash-checked, so it runs before the shell's deferred scripts", () => {
    const start = documentStart(template, head, [], { src: '/m/releases/release.0a1b2c3d.js', integrity: 'sha384-xyz' });
    expect(start).toContain('<script defer src="/m/releases/release.0a1b2c3d.js" integrity="sha384-xyz"></script>');
    expect(start.indexOf('release.0a1b2c3d.js')).toBeLessThan(start.indexOf('</head>'));
    expect(documentStart(template, head, [])).not.toContain('<script');
  });

  it('hands the first view over as JSON that cannot close its script element', () => {
    const hostile = { text: '</script><script>alert(1)</script><!--', line: '\u2028' };
    const json = scriptSafeJson(hostile);
    expect(json).not.toMatch(/[<>\u2028]/);
    expect(JSON.parse(json)).toEqual(hostile);
    const end = documentEnd(template, hostile);
    expect(end.match(/<script/g)).toHaveLength(2);
    expect(end).toContain('<script type="application/json" id="m-first-view">');
    expect(documentEnd(template, undefined)).toBe(`</div>${template.after}`);
  });
});
