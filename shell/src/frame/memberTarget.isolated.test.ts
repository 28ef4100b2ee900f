import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths, type SessionInfo } from 'shared';

const rejectTrialAccount = vi.fn<() => Promise<string | null>>();
vi.mock('shared', async (importOriginal) => ({
  ...(await importOriginal<typeof import('shared')>()),
  rejectTrialAccount: () => rejectTrialAccount(),
}));
const { memberTarget } = await import('./memberTarget');

const session = (type: number): SessionInfo => ({ token: 't', merchantCode: 'm', userName: 'u', type, firstTimeLogin: false });

describe('memberTarget', () => {
  afterEach(() => rejectTrialAccount.mockReset());

  it.each([4, 40, 41, 42])('refuses deposit to member type %i without going there', async (type) => {
    rejectTrialAccount.mockResolvedValue(null);
    await expect(memberTarget(paths.deposit, session(type))).resolves.toBeNull();
    expect(rejectTrialAccount).toHaveBeenCalledTimes(1);
  });

  it('goes to register when the refused player chooses to register', async () => {
    rejectTrialAccount.mockResolvedValue(paths.register);
    await expect(memberTarget(paths.deposit, session(4))).resolves.toBe(paths.register);
  });

  it.each([0, 1, 2])('lets member type %i deposit', async (type) => {
    await expect(memberTarget(paths.deposit, session(type))).resolves.toBe(paths.deposit);
    expect(rejectTrialAccount).not.toHaveBeenCalled();
  });

  it('leaves guests and other entries to the page they open', async () => {
    await expect(memberTarget(paths.deposit, null)).resolves.toBe(paths.deposit);
    await expect(memberTarget(paths.withdraw, session(4))).resolves.toBe(paths.withdraw);
    expect(rejectTrialAccount).not.toHaveBeenCalled();
  });
});
