import { scaleSeries } from './scale';

const box = { width: 100, height: 50, inset: 0 };

describe('chart scaling', () => {
  it('puts time along x and the value up y from zero to the largest value', () => {
    const { plots, max } = scaleSeries(
      [
        [
          { t: 0, v: 0 },
          { t: 50, v: 5 },
          { t: 100, v: 10 },
        ],
      ],
      box,
    );
    expect(max).toBe(10);
    expect(plots[0]?.path).toBe('M0 50 L50 25 L100 0');
  });

  it('scales two series together, so their heights compare', () => {
    const { plots } = scaleSeries(
      [
        [
          { t: 0, v: 1 },
          { t: 100, v: 1 },
        ],
        [
          { t: 0, v: 2 },
          { t: 100, v: 2 },
        ],
      ],
      box,
    );
    expect(plots.map((p) => p.path)).toEqual(['M0 25 L100 25', 'M0 0 L100 0']);
  });

  it('breaks a line at a missing value and draws a lone point as a dot', () => {
    const { plots } = scaleSeries(
      [
        [
          { t: 0, v: 4 },
          { t: 25, v: 4 },
          { t: 50, v: null },
          { t: 100, v: 2 },
        ],
      ],
      box,
    );
    expect(plots[0]?.path).toBe('M0 0 L25 0');
    expect(plots[0]?.dots).toEqual([{ x: 100, y: 25 }]);
  });

  it('keeps everything inside the inset, centres a single moment and draws all zeros on the axis', () => {
    const single = scaleSeries([[{ t: 7, v: 3 }]], { width: 100, height: 50, inset: 5 });
    expect(single.plots[0]?.dots).toEqual([{ x: 50, y: 5 }]);
    const zeros = scaleSeries(
      [
        [
          { t: 0, v: 0 },
          { t: 10, v: 0 },
        ],
      ],
      box,
    );
    expect(zeros.max).toBe(1);
    expect(zeros.plots[0]?.path).toBe('M0 50 L100 50');
    expect(scaleSeries([[]], box).plots[0]).toEqual({ path: '', dots: [] });
  });

  it('orders samples by time', () => {
    const { plots } = scaleSeries(
      [
        [
          { t: 100, v: 0 },
          { t: 0, v: 10 },
        ],
      ],
      box,
    );
    expect(plots[0]?.path).toBe('M0 0 L100 50');
  });
});
