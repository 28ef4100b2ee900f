import { http, useDialogStore, useSessionStore } from 'shared';
import { PLAYER_SESSION } from '../testing/fixtures';
import { logout } from './logout';

/** The transport of shared's axios instance (typed from the instance: this package does not depend on axios). */
type Transport = Extract<NonNullable<typeof http.defaults.adapter>, (config: never) => unknown>;
type SentRequest = Parameters<Transport>[0];

// The real logout call of `shared` runs here: only the transport is replaced, so the request is the one
// the browser would send.
const sent: SentRequest[] = [];
const recordAndAnswer: Transport = async (config) => {
  sent.push(config);
  return { data: { success: true, value: null }, status: 200, statusText: 'OK', headers: {}, config };
};

let realAdapter: typeof http.defaults.adapter;

beforeEach(() => {
  sent.length = 0;
  realAdapter = http.defaults.adapter;
  http.defaults.adapter = recordAndAnswer;
  useSessionStore.getState().signIn(PLAYER_SESSION);
});

afterEach(() => {
  http.defaults.adapter = realAdapter;
});

async function confirmSignOut() {
  await vi.waitFor(() => expect(useDialogStore.getState().dialogs).toHaveLength(1));
  const dialog = useDialogStore.getState().dialogs[0]!;
  useDialogStore.getState().close(dialog.id, true);
}

describe('logout request (docs/product-rules.md §7)', () => {
  it('is an HTTP DELETE of /session/logout carrying the token', async () => {
    const done = logout();
    await confirmSignOut();
    expect(await done).toBe(true);
    expect(sent).toHaveLength(1);
    const [request] = sent;
    expect(request?.method?.toUpperCase()).toBe('DELETE');
    expect(request?.url).toBe('/session/logout');
    expect(request?.headers.get('token')).toBe(PLAYER_SESSION.token);
    expect(useSessionStore.getState().session).toBeNull();
  });
});
