import { arrivedStaying, notePlayerMoved, resetPlayerMoves, whenPlayerStays, type Arrival } from './playerStays';

const firstVisit: Arrival = {
  controlled: false,
  installed: false,
  navigationType: 'navigate',
  referrer: '',
  site: { origin: 'https://m.example.com', path: '/m/' },
};

describe('arrivedStaying', () => {
  it('is false for a first screen typed, bookmarked or linked from elsewhere', () => {
    expect(arrivedStaying(firstVisit)).toBe(false);
    expect(arrivedStaying({ ...firstVisit, referrer: 'https://search.example.org/?q=m' })).toBe(false);
    expect(arrivedStaying({ ...firstVisit, navigationType: undefined })).toBe(false);
  });

  it('is true for a page a worker controls, and for the installed app', () => {
    expect(arrivedStaying({ ...firstVisit, controlled: true })).toBe(true);
    expect(arrivedStaying({ ...firstVisit, installed: true })).toBe(true);
  });

  it('is true for a reload and a return (back, forward)', () => {
    expect(arrivedStaying({ ...firstVisit, navigationType: 'reload' })).toBe(true);
    expect(arrivedStaying({ ...firstVisit, navigationType: 'back_forward' })).toBe(true);
    expect(arrivedStaying({ ...firstVisit, navigationType: 'prerender' })).toBe(false);
  });

  it('is true when the player came from another page of the site, not from elsewhere on its origin', () => {
    expect(arrivedStaying({ ...firstVisit, referrer: 'https://m.example.com/m/lottery' })).toBe(true);
    expect(arrivedStaying({ ...firstVisit, referrer: 'https://m.example.com/desktop/' })).toBe(false);
    expect(arrivedStaying({ ...firstVisit, referrer: 'https://other.example.com/m/home' })).toBe(false);
    expect(arrivedStaying({ ...firstVisit, referrer: 'not a url' })).toBe(false);
  });
});

describe('whenPlayerStays', () => {
  beforeEach(resetPlayerMoves);

  it('runs at once when the arrival says the player stays', () => {
    const run = vi.fn();
    whenPlayerStays(run, { ...firstVisit, navigationType: 'reload' });
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('waits on a first screen until the player moves to another, then runs once', () => {
    const run = vi.fn();
    whenPlayerStays(run, firstVisit);
    expect(run).not.toHaveBeenCalled();
    notePlayerMoved();
    expect(run).toHaveBeenCalledTimes(1);
    notePlayerMoved();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs at once once the player has moved', () => {
    notePlayerMoved();
    const run = vi.fn();
    whenPlayerStays(run, firstVisit);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
