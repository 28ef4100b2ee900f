/** Member types of docs/product-rules.md §3. */
export const MemberType = {
  trial: 4,
  agents: [40, 41, 42] as readonly number[],
  depositAllowed: [0, 1, 2] as readonly number[],
} as const;

/** Session info of docs/product-rules.md §3, stored locally. */
export interface SessionInfo {
  token: string;
  merchantCode: string;
  userName: string;
  /** Member type: 0/1/2 members, 4 trial, 40/41/42 agents. */
  type: number;
  firstTimeLogin: boolean;
}

export function isSessionInfo(value: unknown): value is SessionInfo {
  const v = value as Partial<SessionInfo> | null;
  return !!v && typeof v.token === 'string' && v.token.length > 0 && typeof v.userName === 'string' && typeof v.type === 'number';
}

export const isTrial = (session: SessionInfo | null) => session?.type === MemberType.trial;
export const isAgent = (session: SessionInfo | null) => session !== null && MemberType.agents.includes(session.type);
