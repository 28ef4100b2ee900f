import { useSessionStore, type SessionInfo } from 'shared';

export const memberSession = (overrides: Partial<SessionInfo> = {}): SessionInfo => ({
  token: 'token-1',
  merchantCode: 'mcasino',
  userName: 'contract01',
  type: 1,
  firstTimeLogin: false,
  ...overrides,
});

/** Put a session in the page's one store (null logs out) without touching the bus listeners' expectations. */
export function setSession(session: SessionInfo | null) {
  useSessionStore.setState({ session });
}
