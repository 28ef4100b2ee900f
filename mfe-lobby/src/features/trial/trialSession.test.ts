import { lotteryVendorOf } from '../launch';
import { makeGame } from '../../testing/fixtures';
import { trialSession } from './trialSession';

describe('trial session', () => {
  it('is stored with the trial customer type (4)', () => {
    expect(trialSession({ token: 't', userName: 'guest1', customerType: 4 }, 'mcasino')).toEqual({
      token: 't',
      userName: 'guest1',
      type: 4,
      merchantCode: 'mcasino',
      firstTimeLogin: false,
    });
  });
  it('is not made without a token (no trail value: stay)', () => {
    expect(trialSession({ token: '', userName: '', customerType: 4 }, 'mcasino')).toBeNull();
  });
});

describe('lottery vendor lookup', () => {
  it('finds the vendor by gameId, else by gameGroupId', () => {
    const games = [
      makeGame(1, { gameId: 'a', gameGroupId: 110, vassalage: 'TCG_SEA' }),
      makeGame(2, { gameId: 'b', gameGroupId: 112, vassalage: 'TCG_LOTTO_VN' }),
    ];
    expect(lotteryVendorOf(games, 'b', '')).toBe('TCG_LOTTO_VN');
    expect(lotteryVendorOf(games, '', '110')).toBe('TCG_SEA');
    expect(lotteryVendorOf(games, 'zzz', '999')).toBeNull();
  });
});
