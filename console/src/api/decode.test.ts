import { decodeHistory, decodeStatus, decodeTimeline, MalformedAnswer } from './decode';
import { historyAnswer, statusAnswer, timelineAnswer } from '../testing/fixtures';

describe('reading the service', () => {
  it('reads a status with vitals and the canary rules', () => {
    const [shell, lobby, promotions] = decodeStatus(statusAnswer);
    expect(shell).toMatchObject({ area: 'shell', pinned: '1.1.0', previous: '1.0.0', canary: null, pinnedCounts: null, vitals: null });
    expect(lobby?.canary).toEqual(statusAnswer.remotes[1]?.canary);
    expect(lobby?.vitals?.stable).toMatchObject({ samples: 240, lcp: 2000, inp: 120, cls: 0.04, fcp: 900, ttfb: 180 });
    expect(lobby?.vitals?.canary?.routes['/m/']).toMatchObject({ samples: 150, lcp: 2600 });
    expect(promotions).toMatchObject({ previous: null, vitals: null, changedAt: null });
  });

  it('tolerates a service that sends no vitals and no vitals rules yet', () => {
    const old = {
      remotes: [
        { ...statusAnswer.remotes[1], vitals: undefined, canary: { version: '1.3.0', percent: 10, margin: 5, minSample: 200, at: 'x' } },
      ],
    };
    const [lobby] = decodeStatus(old);
    expect(lobby?.vitals).toBeNull();
    expect(lobby?.canary).toMatchObject({ lcpMargin: null, inpLimit: null, clsLimit: null, canaryCounts: null });
  });

  it('refuses what is not a status', () => {
    expect(() => decodeStatus({})).toThrow(MalformedAnswer);
    expect(() => decodeStatus({ remotes: [{ pinned: '1.0.0' }] })).toThrow(MalformedAnswer);
  });

  it('reads the timeline, leaving out points of no known role', () => {
    const points = decodeTimeline({ points: [...timelineAnswer.points, { at: '2026-05-14T10:02:00.000Z', role: 'other' }] });
    expect(points).toHaveLength(4);
    expect(points[3]).toEqual(timelineAnswer.points[3]);
  });

  it("reads the history, an automatic abort's reason included", () => {
    const entries = decodeHistory(historyAnswer);
    expect(entries[2]).toEqual({ ...historyAnswer.entries[2], percent: null });
    expect(entries[3]).toMatchObject({ action: 'refused', area: null });
  });
});
