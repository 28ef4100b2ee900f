import { create } from 'zustand';
import { bus } from '../bus/bus';
import { localStore, sessionStore } from '../storage/safeStorage';
import type { SessionInfo } from './types';

const SESSION_KEY = 'm.session';
const AUTO_LOGIN_KEY = 'm.autoLogin';

function isSessionInfo(value: unknown): value is SessionInfo {
  const v = value as Partial<SessionInfo> | null;
  return !!v && typeof v.token === 'string' && v.token.length > 0 && typeof v.userName === 'string' && typeof v.type === 'number';
}

interface SessionState {
  session: SessionInfo | null;
  /** Store a new session (login, registration, trial) and tell every area. */
  signIn(session: SessionInfo): void;
  /** Clear token, trial user, member info and session storage; autoLogin 0 (docs/product-rules.md §4, logout). */
  signOut(): void;
}

/**
 * The page's one session store: persisted locally, readable from every area through `shared`. Its initial
 * state is a guest's, as the server renders the first view; the stored session is set right after, so a
 * server-rendered page hydrates as that guest view and then shows the player's.
 */
export const useSessionStore = create<SessionState>((set) => ({
  session: null,
  signIn(session) {
    localStore.setJson(SESSION_KEY, session);
    localStore.set(AUTO_LOGIN_KEY, '1');
    set({ session });
    bus.emit('session:changed', session);
  },
  signOut() {
    localStore.remove(SESSION_KEY);
    localStore.set(AUTO_LOGIN_KEY, '0');
    sessionStore.clear();
    set({ session: null });
    bus.emit('session:changed', null);
  },
}));

useSessionStore.setState({ session: localStore.getJson(SESSION_KEY, isSessionInfo) });

export const getSession = () => useSessionStore.getState().session;
export const useSession = () => useSessionStore((state) => state.session);
