import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { bus, getSession, useBrandStore, useSessionStore, type BrandSettings, type SessionInfo } from 'shared';
import { jsonResponse, setTransport, type Transport, renderWithRouter } from 'shared/testing';
import MessageCentre from './MessageCentre';

// The real endpoint functions this area calls, against a fake transport: the server ends the session on the chat count.
const sent: string[] = [];
const answers: Record<string, { status: number; data: unknown }> = {
  '/notice': { status: 200, data: { success: true, value: [] } },
  '/inbox/unread': { status: 200, data: { success: true, value: { unReadCount: 4 } } },
  '/chat/unread': { status: 401, data: { success: false, code: 'SESSION_EXPIRED', message: '' } },
};
const fakeServer: Transport = async ({ url }) => {
  const path = new URL(url, 'http://localhost').pathname.replace(/^\/wps/, '');
  sent.push(path);
  const { status, data } = answers[path] ?? { status: 404, data: { success: false, message: 'Not found' } };
  return jsonResponse(data, status);
};

const member: SessionInfo = { token: 't', merchantCode: 'm', userName: 'player01', type: 1, firstTimeLogin: false };
const liveChatOn = { flags: { CBS3: true }, downloadLinks: [] } as unknown as BrandSettings;

beforeEach(() => {
  sent.length = 0;
  setTransport(fakeServer);
  useSessionStore.setState({ session: member });
  useBrandStore.setState({ settings: liveChatOn });
});
afterEach(() => {
  cleanup(); // before the session goes, so the page asks for nothing more
  useSessionStore.setState({ session: null });
  useBrandStore.setState({ settings: null });
});

describe('message centre unread counts', () => {
  it('asks for the chat count silently: a 401 on it keeps the session and shows no error', async () => {
    const sessionExpired = vi.fn();
    const off = bus.on('auth:session-expired', sessionExpired);
    try {
      await act(async () => void renderWithRouter(<MessageCentre />));
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
