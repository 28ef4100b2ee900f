import { afterLoginPath, returnPath } from './returnTo';

describe('afterLoginPath (returnTo after login)', () => {
  it('returns an in-site path with its query', () => {
    expect(afterLoginPath('/m/member/home')).toBe('/m/member/home');
    expect(afterLoginPath('/m/gameList?gameType=RNG&x=1')).toBe('/m/gameList?gameType=RNG&x=1');
  });
  it('goes home without a returnTo', () => {
    expect(afterLoginPath(null)).toBe('/m/home');
    expect(afterLoginPath('')).toBe('/m/home');
  });
  it.each(['https://evil.example/m/home', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 'm/home', '/m/\nhome'])(
    'refuses %s, which could leave the site',
    (value) => expect(afterLoginPath(value)).toBe('/m/home'),
  );
  it.each(['/wps/session/logout', '/remotes/lobby/1.0.0/remoteEntry.js', '/mx/home', '/m/../wps/x', '/m/%2e%2e/wps/x', '/other-app'])(
    'refuses %s, which is not a page of the /m site',
    (value) => expect(afterLoginPath(value)).toBe('/m/home'),
  );
  it('keeps the site root and /m itself', () => {
    expect(afterLoginPath('/')).toBe('/');
    expect(afterLoginPath('/m?x=1')).toBe('/m?x=1');
  });
  it('does not send the user back to login-style pages', () => {
    expect(afterLoginPath('/m/login?returnTo=/m/vip')).toBe('/m/home');
    expect(afterLoginPath('/m/register')).toBe('/m/home');
  });
});

describe('returnPath (back to where a side trip started)', () => {
  it('returns an in-site path, and the fallback for anything else', () => {
    expect(returnPath('/m/withdraw', '/m/member/home')).toBe('/m/withdraw');
    expect(returnPath(null, '/m/member/home')).toBe('/m/member/home');
    expect(returnPath('https://evil.example/m/withdraw', '/m/member/home')).toBe('/m/member/home');
    expect(returnPath('/wps/transaction/withdraw', '/m/member/home')).toBe('/m/member/home');
  });
});
