import { showsFreePlay } from './GameTile';

describe('the free-play mark of a game tile', () => {
  it('marks the games a trial account may play, for trial accounts and guests only', () => {
    const free = { supportPlay: 0 };
    const paid = { supportPlay: 1 };
    expect(showsFreePlay(free, { type: 4 })).toBe(true);
    expect(showsFreePlay(free, null)).toBe(true);
    expect(showsFreePlay(free, { type: 1 })).toBe(false);
    expect(showsFreePlay(free, { type: 40 })).toBe(false);
    expect(showsFreePlay(paid, { type: 4 })).toBe(false);
    expect(showsFreePlay(paid, null)).toBe(false);
  });
});
