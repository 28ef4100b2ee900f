import { useId } from 'react';
import { scaleSeries, type Sample } from './scale';

const BOX = { width: 160, height: 48, inset: 3 };

interface Props {
  title: string;
  /** The top of the chart's scale, as the figure is written ("up to 2.71 s"); null draws no line: "no sample". */
  top: (max: number | null) => string;
  /** Read by screen readers in place of the drawing: the latest figures. */
  summary: string;
  stable: Sample[];
  canary: Sample[];
}

/** One figure over time: the stable version's line, and the canary's dashed beside it. */
export function TrendChart({ title, top, summary, stable, canary }: Props) {
  const id = useId();
  const { plots, max } = scaleSeries([stable, canary], BOX);
  const drawn = plots.some((plot) => plot.path || plot.dots.length);
  return (
    <figure className="trend">
      <figcaption>
        <span id={`${id}-title`}>{title}</span> <span className="trend__top">{top(drawn ? max : null)}</span>
      </figcaption>
      <svg className="trend__plot" viewBox={`0 0 ${BOX.width} ${BOX.height}`} role="img" aria-labelledby={`${id}-title ${id}-summary`}>
        <desc id={`${id}-summary`}>{summary}</desc>
        <line className="trend__axis" x1={BOX.inset} x2={BOX.width - BOX.inset} y1={BOX.height - BOX.inset} y2={BOX.height - BOX.inset} />
        {plots.map((plot, index) => {
          const role = index === 0 ? 'stable' : 'canary';
          return (
            <g key={role} className={`trend__line trend__line--${role}`}>
              {plot.path && <path d={plot.path} />}
              {plot.dots.map((dot) => (
                <circle key={`${dot.x} ${dot.y}`} cx={dot.x} cy={dot.y} r={3} />
              ))}
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
