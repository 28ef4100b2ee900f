import { sessionStore } from 'shared';
import { forgetListsOnFreshVisit, recallList, rememberList } from './listMemory';

describe('list memory', () => {
  beforeEach(() => sessionStore.clear());

  it('keeps a list’s place for the way back and a reload', () => {
    rememberList('default /m/gameList?gameType=RNG', { scrollY: 600 });
    forgetListsOnFreshVisit('back_forward');
    forgetListsOnFreshVisit('reload');
    expect(recallList('default /m/gameList?gameType=RNG')?.scrollY).toBe(600);
  });

  it('forgets it when the player starts a fresh visit (the first entry of every fresh load has the same key)', () => {
    rememberList('default /m/gameList?gameType=RNG', { scrollY: 600 });
    forgetListsOnFreshVisit('navigate');
    expect(recallList('default /m/gameList?gameType=RNG')).toBeNull();
  });
});
