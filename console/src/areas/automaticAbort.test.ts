import { decodeHistory } from '../api/decode';
import { historyAnswer } from '../testing/fixtures';
import { automaticAbort } from './automaticAbort';

const entries = decodeHistory(historyAnswer);

describe("the collector's abort shown on an area", () => {
  it("is the area's latest change when the collector made it", () => {
    expect(automaticAbort(entries, 'lobby')).toMatchObject({ by: 'collector', reason: expect.stringContaining('LCP') });
  });

  it('is gone once someone changes the area again, and never shows a person’s abort', () => {
    const later = [...entries, { ...entries[1]!, at: '2026-05-14T11:00:00.000Z', action: 'pin', by: 'release-manager' }];
    expect(automaticAbort(later, 'lobby')).toBeNull();
    const byHand = entries.map((e) => (e.action === 'abort' ? { ...e, by: 'release-manager' } : e));
    expect(automaticAbort(byHand, 'lobby')).toBeNull();
    expect(automaticAbort(entries, 'shell')).toBeNull();
  });
});
