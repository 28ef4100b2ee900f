import { describe, expect, it } from 'vitest';
import type { ContractRequest } from 'shared';
import { toContractView } from './contractView';
import { formatRequestDate } from './formatRequestDate';

describe('toContractView: bad input never breaks the page', () => {
  it('keeps a well-formed request as it is', () => {
    const request: ContractRequest = {
      id: 1,
      kind: 'dailysalreqtype',
      title: 'Daily salary contract',
      from: 'agent01',
      requestDate: '2026-01-09 10:00:00',
      period: 'daily',
      summary: 'Offer',
      terms: [{ label: 'Paid', value: 'Every day' }],
      status: 'pending',
    };
    expect(toContractView(request)).toEqual({
      kind: 'dailysalreqtype',
      title: 'Daily salary contract',
      summary: 'Offer',
      from: 'agent01',
      requestDate: '2026-01-09 10:00:00',
      period: 'daily',
      terms: [{ label: 'Paid', value: 'Every day' }],
    });
  });

  it('empties fields of the wrong type and drops unreadable terms', () => {
    const broken = JSON.parse(
      '{"id":1,"kind":"divtypecompperiodreq","title":{"x":1},"from":null,"requestDate":20260109,"period":["x"],"summary":5,' +
        '"terms":[null,"x",{"label":"Loss ≥ 10,000","value":10},{"label":{},"value":{}}],"status":"pending"}',
    ) as ContractRequest;
    expect(toContractView(broken)).toEqual({
      kind: 'divtypecompperiodreq',
      title: '',
      summary: '5',
      from: '',
      requestDate: '20260109',
      period: '',
      terms: [{ label: 'Loss ≥ 10,000', value: '10' }],
    });
    expect(toContractView({ ...broken, terms: 'none' as unknown as ContractRequest['terms'] }).terms).toEqual([]);
  });
});

describe('formatRequestDate', () => {
  it('shows server dates as YYYY/MM/DD HH:mm', () => {
    expect(formatRequestDate('2026-01-09 10:05:59')).toBe('2026/01/09 10:05');
    expect(formatRequestDate('2026-01-09T10:05:59Z')).toBe('2026/01/09 10:05');
  });
  it('shows anything else as sent', () => {
    expect(formatRequestDate('tomorrow')).toBe('tomorrow');
    expect(formatRequestDate('')).toBe('');
  });
});
