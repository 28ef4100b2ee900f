import type { MemberInfo } from 'shared';

/** The VIP label of the member info; '0' when it is empty (docs/product-rules.md §3). */
export function vipLabel(info: Pick<MemberInfo, 'clubLabel'> | null | undefined): string {
  const label = info?.clubLabel?.labelName;
  return typeof label === 'string' && label.trim() ? label.trim() : '0';
}

/** A bare level ('0', '3') reads 'VIP 0'; a named label ('Gold') is shown as it is. */
export const vipBadgeText = (label: string): string => (/^\d+$/.test(label) ? `VIP ${label}` : label);
