import { CONTRACT_KINDS, sessionStore, type ContractKind } from 'shared';

/** Per user, so someone else logging in on the same tab still gets their own alerts. */
const keyFor = (userName: string) => `m.agent.contractAlert.dismissed.${userName}`;

const isKindList = (value: unknown): value is ContractKind[] =>
  Array.isArray(value) && value.every((item) => CONTRACT_KINDS.includes(item as ContractKind));

/** Kinds whose alert this user cancelled in this browser session (session storage: gone with the tab or a logout). */
export function dismissedKinds(userName: string): ContractKind[] {
  return sessionStore.getJson(keyFor(userName), isKindList) ?? [];
}

export function dismissKind(userName: string, kind: ContractKind): void {
  const kinds = dismissedKinds(userName);
  if (!kinds.includes(kind)) sessionStore.setJson(keyFor(userName), [...kinds, kind]);
}
