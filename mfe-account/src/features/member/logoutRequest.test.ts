import { useDialogStore, useSessionStore } from 'shared';
import { jsonResponse, setTransport, type TransportRequest } from 'shared/testing';
import { PLAYER_SESSION } from '../../testing/fixtures';
import { logout } from './logout';

// The real logout call of `shared` runs here: only the transport is replaced, so the request is the one
// the browser would send.
const sent: TransportRequest[] = [];

beforeEach(() => {
  sent.length = 0;
  setTransport(async (request) => {
    sent.push(request);
    return jsonResponse({ success: true, value: null });
  });
  useSessionStore.getState().signIn(PLAYER_SESSION);
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
    expect(request?.method).toBe('DELETE');
    expect(request?.url).toBe('/wps/session/logout');
    expect(request?.headers.get('token')).toBe(PLAYER_SESSION.token);
    expect(useSessionStore.getState().session).toBeNull();
  });
});
