import { describe, expect, it } from 'vitest';
import { APPLY_LIMITS, commentError, isAllowedImage, screenImages } from './applyRules';

const MB = 1024 * 1024;
const file = (name: string, size = 100 * 1024, type = name.endsWith('.png') ? 'image/png' : 'image/jpeg') => ({ name, size, type });

describe('promotion apply: images', () => {
  it('accepts png and jpg (by name and MIME type) and refuses anything else', () => {
    expect(isAllowedImage(file('a.png'))).toBe(true);
    expect(isAllowedImage(file('a.jpg'))).toBe(true);
    expect(isAllowedImage(file('a.JPEG'))).toBe(true);
    expect(isAllowedImage({ name: 'a.jpg', size: 1, type: '' })).toBe(true);
    expect(isAllowedImage({ name: 'a.gif', size: 1, type: 'image/gif' })).toBe(false);
    expect(isAllowedImage({ name: 'a.webp', size: 1, type: 'image/webp' })).toBe(false);
    expect(isAllowedImage({ name: 'a.pdf', size: 1, type: 'application/pdf' })).toBe(false);
    expect(isAllowedImage({ name: 'a.png', size: 1, type: 'text/html' })).toBe(false);
  });

  it('accepts an image of exactly 5 MB and refuses one byte more', () => {
    const { accepted, rejected } = screenImages(0, [file('ok.png', 5 * MB), file('big.png', 5 * MB + 1)]);
    expect(accepted.map((f) => f.name)).toEqual(['ok.png']);
    expect(rejected).toEqual([{ name: 'big.png', reason: 'size' }]);
  });

  it('allows at most 3 images, counting those already chosen', () => {
    expect(screenImages(0, [file('1.png'), file('2.png'), file('3.png'), file('4.png')])).toEqual({
      accepted: [file('1.png'), file('2.png'), file('3.png')],
      rejected: [{ name: '4.png', reason: 'count' }],
    });
    expect(screenImages(2, [file('3.jpg'), file('4.jpg')]).rejected).toEqual([{ name: '4.jpg', reason: 'count' }]);
    expect(screenImages(APPLY_LIMITS.maxImages, [file('x.png')]).accepted).toEqual([]);
  });

  it('gives every refused file its own reason and still adds the good ones', () => {
    const { accepted, rejected } = screenImages(1, [file('huge.jpg', 6 * MB), file('anim.gif', 10, 'image/gif'), file('fine.png')]);
    expect(accepted.map((f) => f.name)).toEqual(['fine.png']);
    expect(rejected).toEqual([
      { name: 'huge.jpg', reason: 'size' },
      { name: 'anim.gif', reason: 'type' },
    ]);
  });

  it('does not let refused files use up the limit', () => {
    const { accepted } = screenImages(2, [file('bad.gif', 1, 'image/gif'), file('good.png')]);
    expect(accepted.map((f) => f.name)).toEqual(['good.png']);
  });
});

describe('promotion apply: comment', () => {
  it('allows at most 140 characters', () => {
    expect(commentError('')).toBeNull();
    expect(commentError('x'.repeat(140))).toBeNull();
    expect(commentError('x'.repeat(141))).toBe('comment_too_long');
  });
});
