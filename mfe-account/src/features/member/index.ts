/** The member: the member centre, the guards of members-only screens, the member info and logging out. */
export { MEMBER_ENTRIES } from './entries';
export { logout } from './logout';
export { MemberCentreView } from './MemberCentreView';
export { cachedMemberInfo, useMemberInfoStore } from './memberInfoStore';
export { MembersOnly } from './MembersOnly';
export { RequireLogin } from './RequireLogin';
