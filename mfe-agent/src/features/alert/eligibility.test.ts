import { describe, expect, it } from 'vitest';
import type { PendingContracts } from 'shared';
import { isAlertEligible, kindsToAlert } from './eligibility';
import { allPending, pendingRequest as request } from '../../testing/contracts';

describe('isAlertEligible: members not of type 4, 40, 41, 42, with AGENTPOLICY3 on', () => {
  it.each([0, 1, 2, 3, 5, 39, 43])('alerts member type %i when the flag is on', (type) => {
    expect(isAlertEligible(type, true)).toBe(true);
  });

  it.each([4, 40, 41, 42])('never alerts type %i (trial or agent), even with the flag on', (type) => {
    expect(isAlertEligible(type, true)).toBe(false);
  });

  it.each([0, 1, 2, 4, 40, 41, 42])('never alerts type %i when AGENTPOLICY3 is off', (type) => {
    expect(isAlertEligible(type, false)).toBe(false);
  });

  it.each([null, undefined, Number.NaN])('never alerts without a member type (%s: guest or broken session)', (type) => {
    expect(isAlertEligible(type, true)).toBe(false);
  });
});

describe('kindsToAlert: one alert per pending kind, in a stable order', () => {
  it('raises daily salary, dividend, hourly in that order whatever order the server sends', () => {
    const shuffled = {
      contracthoursalreq: allPending.contracthoursalreq,
      dailysalreqtype: allPending.dailysalreqtype,
      divtypecompperiodreq: allPending.divtypecompperiodreq,
    };
    expect(kindsToAlert(shuffled, [])).toEqual(['dailysalreqtype', 'divtypecompperiodreq', 'contracthoursalreq']);
  });

  it.each(['dailysalreqtype', 'divtypecompperiodreq', 'contracthoursalreq'] as const)('raises %s alone when only it is pending', (kind) => {
    const pending: PendingContracts = {
      dailysalreqtype: null,
      divtypecompperiodreq: null,
      contracthoursalreq: null,
      [kind]: request(kind),
    };
    expect(kindsToAlert(pending, [])).toEqual([kind]);
  });

  it('raises nothing when nothing is pending (null or missing kinds)', () => {
    expect(kindsToAlert({ dailysalreqtype: null, divtypecompperiodreq: null, contracthoursalreq: null }, [])).toEqual([]);
    expect(kindsToAlert({}, [])).toEqual([]);
  });

  it('skips the kinds cancelled this session', () => {
    expect(kindsToAlert(allPending, ['divtypecompperiodreq'])).toEqual(['dailysalreqtype', 'contracthoursalreq']);
    expect(kindsToAlert(allPending, ['dailysalreqtype', 'divtypecompperiodreq', 'contracthoursalreq'])).toEqual([]);
  });
});
