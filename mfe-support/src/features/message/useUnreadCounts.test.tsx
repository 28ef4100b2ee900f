import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { bus, getSession, http, useBrandStore, useSessionStore, type BrandSettings, type SessionInfo } from 'shared';
import { renderAt } from '../../testing/renderAt';
import MessageCentre from '../../routes/MessageCentre';

// The real endpoint functions this area calls, against a fake transport: the server ends the session on the chat count.
const sent: string[] = [];
const answers: Record<string, { status: number; data: unknown }> = {
  '/notice': { status: 200, data: { success: true, value: [] } },
  '/inbox/unread': { status: 200, data: { success: true, value: { unReadCount: 4 } } },
  '/chat/unread': { status: 401, data: { success: false, code: 'SESSION_EXPIRED', message: '' } },
};
const fakeServer = async (input: RequestInfo | URL): Promise<Response> => {
  const path = new URL(input instanceof Request ? input.url : String(input), 'http://localhost').pathname.replace(/^\/wps/, '');
  sent.push(path);
  const { status, data } = answers[path] ?? { status: 404, data: { success: false, message: 'Not found' } };
  return new Response(JSON.stringify(data), { status, headers: { 'Content-Type': 'application/json' } });
};
const original = { adapter: http.defaults.adapter, env: http.defaults.env };

const member: SessionInfo = { token: 't', merchantCode: 'm', userName: 'player01', type: 1, firstTimeLogin: false };
const liveChatOn = { flags: { CBS3: true }, downloadLinks: [] } as unknown as BrandSettings;

beforeEach(() => {
  sent.length = 0;
  // axios's own fetch transport, on a fake fetch: HTTP statuses are handled exactly as on the site.
  http.defaults.adapter = 'fetch';
  http.defaults.env = { ...original.env, fetch: fakeServer };
  useSessionStore.setState({ session: member });
  useBrandStore.setState({ settings: liveChatOn });
});
afterEach(() => {
  cleanup(); // before the session goes, so the page asks for nothing more
  http.defaults.adapter = original.adapter;
  http.defaults.env = original.env;
  useSessionStore.setState({ session: null });
  useBrandStore.setState({ settings: null });
});

describe('message centre unread counts', () => {
  it('asks for the chat count silently: a 401 on it keeps the session and shows no error', async () => {
    const sessionExpired = vi.fn();
    const off = bus.on('auth:session-expired', sessionExpired);
    try {
      await act(async () => void renderAt(<MessageCentre />));
      await waitFor(() => expect(sent).toContain('/chat/unread'));
      await waitFor(() => expect(screen.getByTestId('message-entry-inbox').textContent).toContain('4'));
    } finally {
      off();
    }
    expect(getSession()).toEqual(member);
    expect(sessionExpired).not.toHaveBeenCalled();
    expect(screen.getByTestId('message-entry-liveChat').querySelector('[data-testid="unread-badge"]')).toBeNull();
    expect(screen.queryByTestId('unread-error')).toBeNull();
  });
});
