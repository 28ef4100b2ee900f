import { nextSlide, slideAt } from './slides';

describe('slides', () => {
  it('goes to the next slide and from the last back to the first', () => {
    expect(nextSlide(0, 3)).toBe(1);
    expect(nextSlide(2, 3)).toBe(0);
    expect(nextSlide(0, 0)).toBe(0);
  });

  it('names the slide nearest to the scroll position, within the strip', () => {
    expect(slideAt(0, 366, 4)).toBe(0);
    expect(slideAt(190, 366, 4)).toBe(1);
    expect(slideAt(732, 366, 4)).toBe(2);
    expect(slideAt(5000, 366, 4)).toBe(3);
    expect(slideAt(-20, 366, 4)).toBe(0);
    expect(slideAt(100, 0, 4)).toBe(0);
  });
});
