import type { ContractRequest, ContractTerm } from 'shared';

export interface ContractView {
  kind: ContractRequest['kind'];
  title: string;
  summary: string;
  from: string;
  requestDate: string;
  period: string;
  terms: ContractTerm[];
}

const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/**
 * What the page shows of a request. The client checks every answer against its schema (`shared/contract`);
 * this stays tolerant anyway, so a field of the wrong type becomes empty (and an unreadable term row is dropped)
 * instead of breaking the screen.
 */
export function toContractView(request: ContractRequest): ContractView {
  const raw: Record<string, unknown> = { ...request };
  const terms = Array.isArray(raw.terms) ? (raw.terms as unknown[]) : [];
  return {
    kind: request.kind,
    title: text(raw.title),
    summary: text(raw.summary),
    from: text(raw.from),
    requestDate: text(raw.requestDate),
    period: text(raw.period),
    terms: terms.flatMap((term) => {
      if (typeof term !== 'object' || term === null) return [];
      const { label, value } = term as Record<string, unknown>;
      const row = { label: text(label), value: text(value) };
      return row.label || row.value ? [row] : [];
    }),
  };
}
