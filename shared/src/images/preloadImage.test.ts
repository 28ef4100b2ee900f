import { preloadImage } from './preloadImage';

const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')];

describe('preloading a picture', () => {
  it('asks for it once, at high priority', () => {
    preloadImage('/wps/assets/banner/first.svg');
    preloadImage('/wps/assets/banner/first.svg');
    preloadImage(undefined);
    preloadImage('');
    expect(preloads().map((link) => [link.getAttribute('href'), link.getAttribute('fetchpriority')])).toEqual([
      ['/wps/assets/banner/first.svg', 'high'],
    ]);
  });
});
