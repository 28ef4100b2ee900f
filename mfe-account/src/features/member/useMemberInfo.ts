import { fetchMemberInfo, useApi, type MemberInfo } from 'shared';
import { cachedMemberInfo, useMemberInfoStore } from './memberInfoStore';

/** The member info of the session with `token`, shown from the cache at once and reloaded. */
export function useMemberInfo(token: string | undefined) {
  const state = useApi<MemberInfo | null>(async () => {
    if (!token) return null;
    const info = await fetchMemberInfo();
    useMemberInfoStore.getState().set(token, info);
    return info;
  }, [token]);
  const info = state.data ?? cachedMemberInfo(token);
  return { ...state, info };
}
