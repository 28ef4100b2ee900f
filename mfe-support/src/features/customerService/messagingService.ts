/** One customer-service entry, from the brand settings or the service list. */
interface ServiceLike {
  csType: string;
  path: string;
  type?: number;
}

/**
 * The messaging-app customer service that opens when live chat is off: the WHATSAPP entry, else the
 * entry of the version list (type 3). Entries without a path are skipped.
 */
export function messagingServiceUrl(entries: readonly ServiceLike[]): string | null {
  const usable = entries.filter((e) => typeof e.path === 'string' && e.path.trim() !== '');
  const entry = usable.find((e) => e.csType === 'WHATSAPP') ?? usable.find((e) => e.type === 3);
  return entry?.path.trim() ?? null;
}
