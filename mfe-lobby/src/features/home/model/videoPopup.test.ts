import { stepVideo } from './videoPopup';

describe('video popup', () => {
  it('moves to the previous or next video, stopping at the ends', () => {
    expect(stepVideo(0, 1, 3)).toBe(1);
    expect(stepVideo(2, 1, 3)).toBe(2);
    expect(stepVideo(0, -1, 3)).toBe(0);
    expect(stepVideo(1, -1, 3)).toBe(0);
    expect(stepVideo(0, 1, 0)).toBe(0);
  });
});
