import { decodeHistory } from '../api/decode';
import { historyAnswer } from '../testing/fixtures';
import { ALL_AREAS, filterHistory } from './filterHistory';

const entries = decodeHistory(historyAnswer);

describe('the history shown', () => {
  it('is newest first', () => {
    expect(filterHistory(entries, ALL_AREAS).map((e) => e.at)).toEqual([
      '2026-05-14T10:21:00.000Z',
      '2026-05-14T10:20:00.000Z',
      '2026-05-14T10:00:00.000Z',
      '2026-05-14T09:00:00.000Z',
    ]);
  });

  it("holds one area's entries when filtered", () => {
    expect(filterHistory(entries, 'lobby').map((e) => e.action)).toEqual(['abort', 'canary']);
    expect(filterHistory(entries, 'agent')).toEqual([]);
  });

  it('keeps the log order of entries made in the same millisecond, newest first', () => {
    const same = [
      { ...entries[0]!, action: 'first' },
      { ...entries[0]!, action: 'second' },
    ];
    expect(filterHistory(same, ALL_AREAS).map((e) => e.action)).toEqual(['second', 'first']);
  });
});
