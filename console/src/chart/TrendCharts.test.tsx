import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { decodeTimeline } from '../api/decode';
import { i18n } from '../i18n/setup';
import { timelineAnswer } from '../testing/fixtures';
import { TrendCharts } from './TrendCharts';

describe('the trend charts of an area', () => {
  it('draw each figure for stable and canary, named for screen readers by its latest values and its scale', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <TrendCharts points={decodeTimeline(timelineAnswer)} area="lobby" />
      </I18nextProvider>,
    );
    const charts = screen.getAllByRole('img');
    expect(
      charts.map((c) =>
        c
          .getAttribute('aria-labelledby')
          ?.split(' ')
          .map((id) => document.getElementById(id)?.textContent)
          .join(': '),
      ),
    ).toEqual([
      'Failure rate over time: Latest: stable 1.7 %, canary 8.3 %',
      'LCP over time: Latest: stable 2.10 s, canary 2.70 s',
      'INP over time: Latest: stable 100 ms, canary 150 ms',
      'CLS over time: Latest: stable 0.03, canary 0.05',
    ]);
    expect(screen.getByText('(up to 2.70 s)')).toBeTruthy();
    // Two minutes of each: a line per role, the canary's CLS a lone dot (its second minute has no sample).
    const lcp = charts[1]!;
    expect(lcp.querySelectorAll('path')).toHaveLength(2);
    expect(charts[3]!.querySelectorAll('.trend__line--canary circle')).toHaveLength(1);
  });

  it('say "no sample" where a figure has none', () => {
    const empty = decodeTimeline({
      points: [
        {
          at: '2026-05-14T10:00:00.000Z',
          version: '1.2.0',
          role: 'stable',
          loads: 0,
          failures: 0,
          samples: 0,
          lcp: null,
          inp: null,
          cls: null,
        },
      ],
    });
    render(
      <I18nextProvider i18n={i18n}>
        <TrendCharts points={empty} area="lobby" />
      </I18nextProvider>,
    );
    expect(screen.getAllByText('(no sample)')).toHaveLength(4);
  });
});
