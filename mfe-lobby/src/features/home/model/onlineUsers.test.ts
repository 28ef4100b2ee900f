import { initialOnlineUsers, nextOnlineUsers, nextOnlineUsersDelay } from './onlineUsers';

describe('online users (simulated)', () => {
  it('starts at a random figure from 500 to 2000', () => {
    expect(initialOnlineUsers(() => 0)).toBe(500);
    expect(initialOnlineUsers(() => 0.999999)).toBe(2000);
    for (let i = 0; i < 200; i++) {
      const n = initialOnlineUsers();
      expect(n).toBeGreaterThanOrEqual(500);
      expect(n).toBeLessThanOrEqual(2000);
    }
  });

  it('drifts by -5..+5', () => {
    expect(nextOnlineUsers(1000, () => 0)).toBe(995);
    expect(nextOnlineUsers(1000, () => 0.999999)).toBe(1005);
    expect(nextOnlineUsers(1000, () => 0.5)).toBe(1000);
  });

  it('stays within range', () => {
    expect(nextOnlineUsers(502, () => 0)).toBe(500);
    expect(nextOnlineUsers(1998, () => 0.999999)).toBe(2000);
  });

  it('changes every 5 to 10 minutes', () => {
    expect(nextOnlineUsersDelay(() => 0)).toBe(300_000);
    expect(nextOnlineUsersDelay(() => 0.999999)).toBe(600_000);
  });
});
