import { createContext, useContext, useSyncExternalStore } from 'react';
import { create } from 'zustand';
import { bus } from '../bus/bus';
import { localStore, sessionStore } from '../storage/safeStorage';
import { isSessionInfo, type SessionInfo } from './types';

const SESSION_KEY = 'm.session';
const AUTO_LOGIN_KEY = 'm.autoLogin';

interface SessionState {
  session: SessionInfo | null;
  /** Store a new session (login, registration, trial) and tell every area. */
  signIn(session: SessionInfo): void;
  /** Clear token, trial user, member info and session storage; autoLogin 0 (docs/product-rules.md §4, logout). */
  signOut(): void;
}

/** The page's one session store: persisted locally, readable from every area through `shared`. */
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

/**
 * Server render only: the session of the request being rendered (its cookie), for code outside React (the API
 * client's token header, guards). The server serves many players at once: the page-wide store is nobody's there.
 */
let requestSession: (() => SessionInfo | null) | undefined;
export function sessionThrough(source: () => SessionInfo | null): void {
  requestSession = source;
}

/** Server render only: the session a page is rendered for, given to its tree by the server render. */
export const RequestSessionContext = createContext<{ session: SessionInfo | null } | undefined>(undefined);

/**
 * What the browser's first render of a server-rendered page (hydration) sees as the session: the one the server
 * rendered the page for, so the two renders match; the stored session follows right after. A guest's unless
 * the page says otherwise (`hydrateAsSession`).
 */
let firstViewSession: SessionInfo | null = null;
export function hydrateAsSession(session: SessionInfo | null): void {
  firstViewSession = session;
}

export const getSession = (): SessionInfo | null => (requestSession ? requestSession() : useSessionStore.getState().session);

const readSession = () => useSessionStore.getState().session;
const hydrationSession = () => firstViewSession;

export function useSession(): SessionInfo | null {
  const rendering = useContext(RequestSessionContext);
  const session = useSyncExternalStore(useSessionStore.subscribe, readSession, hydrationSession);
  return rendering ? rendering.session : session;
}
