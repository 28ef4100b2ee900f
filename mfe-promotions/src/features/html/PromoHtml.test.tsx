// @vitest-environment jsdom
// DOMPurify needs a full DOM: under happy-dom it returns unsafe markup and drops absolute-URL links.
import { fireEvent, screen } from '@testing-library/react';
import { renderWithRouter } from 'shared/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { PromoHtml } from './PromoHtml';

declare global {
  interface Window {
    __xss?: number;
  }
}

const PAYLOADS = [
  '<script>window.__xss = 1</script>',
  '<img src="x" onerror="window.__xss = 2">',
  '<a href="javascript:window.__xss = 3" data-testid="js-link">claim</a>',
  '<a href="JaVaScRiPt:window.__xss = 4">claim again</a>',
  '<svg onload="window.__xss = 5"><circle r="2" /></svg>',
  '<iframe src="javascript:window.__xss = 6"></iframe>',
  '<div onclick="window.__xss = 7" data-testid="clickable">tap</div>',
  '<form action="javascript:window.__xss = 8"><button>go</button></form>',
  '<p style="background:url(javascript:window.__xss=9)">styled</p>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss = 10"></style></mglyph></table></mtext></math>',
].join('');

afterEach(() => {
  delete window.__xss;
});

describe('PromoHtml', () => {
  it('runs no script, event handler or javascript: URL from server HTML', async () => {
    renderWithRouter(<PromoHtml html={PAYLOADS} testId="content" />);
    const root = screen.getByTestId('content');
    expect(root.querySelector('script, iframe, form, style')).toBeNull();
    for (const element of root.querySelectorAll('*')) {
      for (const attribute of element.getAttributeNames())
        expect(attribute.startsWith('on'), `${element.tagName} ${attribute}`).toBe(false);
      expect(element.getAttribute('style')).toBeNull();
    }
    for (const anchor of root.querySelectorAll('a')) expect(anchor.getAttribute('href') ?? '').not.toMatch(/javascript:/i);
    for (const anchor of root.querySelectorAll('a')) fireEvent.click(anchor);
    fireEvent.click(screen.getByTestId('clickable'));
    root.querySelectorAll('img').forEach((img) => img.dispatchEvent(new Event('error')));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(window.__xss).toBeUndefined();
    expect(root.textContent).toContain('claim');
  });

  it('opens http links outside the site with rel="noopener noreferrer"', () => {
    renderWithRouter(<PromoHtml html={'<a href="https://example.com/terms">terms</a>'} />);
    const link = screen.getByRole('link', { name: 'terms' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('navigates inside the app for other links', async () => {
    renderWithRouter(<PromoHtml html={'<p><a href="/m/vip">perks</a></p>'} />, { url: '/m/activityDetail', path: '/m/activityDetail' });
    const link = screen.getByRole('link', { name: 'perks' });
    expect(link.getAttribute('target')).toBeNull();
    fireEvent.click(link);
    expect(await screen.findByTestId('navigated')).toBeTruthy();
  });
});
