// @vitest-environment jsdom
import { sanitizeHtml } from './sanitize';

describe('sanitizeHtml', () => {
  it('removes scripts, event handlers and script URLs, keeps ordinary markup', () => {
    const out = sanitizeHtml(
      '<p onclick="x()">Hi <b>there</b></p><script>alert(1)</script><img src=x onerror="alert(1)"><a href="javascript:alert(1)">a</a><a href="data:text/html,<script>1</script>">d</a><a href="https://ok.example">ok</a>',
    );
    expect(out).toContain('<b>there</b>');
    expect(out).not.toMatch(/script|onerror|onclick|javascript:|data:/i);
    expect(out).toContain('href="https://ok.example"');
  });

  it('opens external links in a new tab without access to this page', () => {
    expect(sanitizeHtml('<a href="https://ok.example">ok</a>')).toBe(
      '<a href="https://ok.example" target="_blank" rel="noopener noreferrer">ok</a>',
    );
    expect(sanitizeHtml('<a href="//ok.example/x">ok</a>')).toBe(
      '<a href="//ok.example/x" target="_blank" rel="noopener noreferrer">ok</a>',
    );
    expect(sanitizeHtml('<a href="/m/activity">in</a>')).toBe('<a href="/m/activity">in</a>');
  });
});
