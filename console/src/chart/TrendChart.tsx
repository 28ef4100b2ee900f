import { useId } from 'react';
import { scaleSeries, type Sample } from './scale';

const BOX = { width: 160, height: 48, inset: 3 };

interface Props {
  title: string;
  /** Read by screen readers in place of the drawing: the latest figures. */
  summary: string;
  stable: Sample[];
  canary: Sample[];
}

/** One figure over time: the stable version's line, and the canary's dashed beside it. */
export function TrendChart({ title, summary, stable, canary }: Props) {
  const id = useId();
  const { plots } = scaleSeries([stable, canary], BOX);
  return (
    <figure className="trend">
      <figcaption id={`${id}-title`}>{title}</figcaption>
      <svg
        className="trend__plot"
        viewBox={`0 0 ${BOX.width} ${BOX.height}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-summary`}
        preserveAspectRatio="none"
      >
        <desc id={`${id}-summary`}>{summary}</desc>
        <line className="trend__axis" x1={BOX.inset} x2={BOX.width - BOX.inset} y1={BOX.height - BOX.inset} y2={BOX.height - BOX.inset} />
        {plots.map((plot, index) => {
          const role = index === 0 ? 'stable' : 'canary';
          return (
            <g key={role} className={`trend__line trend__line--${role}`}>
              {plot.path && <path d={plot.path} />}
              {plot.dots.map((dot) => (
                <circle key={`${dot.x} ${dot.y}`} cx={dot.x} cy={dot.y} r={2} />
              ))}
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
