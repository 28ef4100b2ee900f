import { ApiError, localStore, logout as logoutCall, sessionStore, useDialogStore, useSessionStore, useToastStore } from 'shared';
import { useMemberInfoStore } from './memberInfoStore';
import { PLAYER_SESSION } from '../../testing/fixtures';
import { logout } from './logout';

const { standIns } = await vi.hoisted(() => import('shared/testing'));
vi.mock('shared', standIns<typeof import('shared')>(['logout']));

/** Answers the confirm dialog the flow opens. */
async function answer(confirm: boolean) {
  await vi.waitFor(() => expect(useDialogStore.getState().dialogs).toHaveLength(1));
  const dialog = useDialogStore.getState().dialogs[0]!;
  expect(dialog.message).toBe('Do you want to sign out?');
  expect(dialog.cancelText).toBe('Cancel');
  useDialogStore.getState().close(dialog.id, confirm);
}

beforeEach(() => {
  vi.mocked(logoutCall).mockReset();
  useSessionStore.getState().signIn(PLAYER_SESSION);
  useMemberInfoStore.getState().set('tok-1', { id: 1, type: 1, nickname: 'P', account: 'player01', clubLabel: { labelName: 'VIP 3' } });
  sessionStore.set('m.some', 'x');
});

describe('logout (docs/product-rules.md §4)', () => {
  it('cancel keeps everything and resolves false', async () => {
    const done = logout();
    await answer(false);
    expect(await done).toBe(false);
    expect(logoutCall).not.toHaveBeenCalled();
    expect(useSessionStore.getState().session).not.toBeNull();
  });

  it('confirm: loading toast, DELETE with the token, then everything local is cleared', async () => {
    let tokenDuringCall: string | undefined;
    let loadingShown = false;
    vi.mocked(logoutCall).mockImplementation(async () => {
      tokenDuringCall = useSessionStore.getState().session?.token;
      const loading = useToastStore.getState().toasts.find((t) => t.kind === 'loading');
      loadingShown = loading?.durationMs === 9999;
      return null;
    });
    const done = logout();
    await answer(true);
    expect(await done).toBe(true);
    expect(logoutCall).toHaveBeenCalledTimes(1);
    expect(tokenDuringCall).toBe('tok-1');
    expect(loadingShown).toBe(true);
    expect(useToastStore.getState().toasts.some((t) => t.kind === 'loading')).toBe(false);
    expect(useSessionStore.getState().session).toBeNull();
    expect(localStore.get('m.session')).toBeNull();
    expect(localStore.get('m.autoLogin')).toBe('0');
    expect(sessionStore.get('m.some')).toBeNull();
    expect(useMemberInfoStore.getState().info).toBeNull();
  });

  it('a failing call still ends the local session', async () => {
    vi.mocked(logoutCall).mockRejectedValue(new ApiError('network', ''));
    const done = logout();
    await answer(true);
    expect(await done).toBe(true);
    expect(useSessionStore.getState().session).toBeNull();
    expect(localStore.get('m.autoLogin')).toBe('0');
  });
});
