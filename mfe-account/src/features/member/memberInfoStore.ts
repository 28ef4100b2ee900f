import { create } from 'zustand';
import type { MemberInfo } from 'shared';

interface MemberInfoState {
  /** The member info of the session whose token is `token`. */
  info: MemberInfo | null;
  token: string | null;
  set(token: string, info: MemberInfo): void;
  clear(): void;
}

/** The last member info loaded, so the member centre and the deposit check need not load it twice. */
export const useMemberInfoStore = create<MemberInfoState>((set) => ({
  info: null,
  token: null,
  set: (token, info) => set({ token, info }),
  clear: () => set({ token: null, info: null }),
}));

/** Member info of this session, if already loaded. */
export function cachedMemberInfo(token: string | undefined): MemberInfo | null {
  const state = useMemberInfoStore.getState();
  return token && state.token === token ? state.info : null;
}
