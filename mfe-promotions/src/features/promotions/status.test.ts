import { PROMOTION_STATUSES, shownStatus, statusFor } from './status';

describe('the status a viewer sees', () => {
  it('shows a signed-in player every status, and a guest only the promotion’s own', () => {
    expect(PROMOTION_STATUSES.map((status) => statusFor(status, true))).toEqual(PROMOTION_STATUSES);
    expect(PROMOTION_STATUSES.map((status) => statusFor(status, false))).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      'coming_soon',
      'closed',
    ]);
    expect(statusFor(undefined, false)).toBeUndefined();
  });

  it('shows a guest a promotion past its end as closed', () => {
    expect(statusFor(shownStatus({ status: 'joined', endDate: '2020-01-01 00:00:00' }), false)).toBe('closed');
  });
});
