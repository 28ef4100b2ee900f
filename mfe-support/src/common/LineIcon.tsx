/** A line icon in a box of its own (`className`): an SVG path of a 24×24 grid, stroked in the text colour. */
export function LineIcon({ path, size, className }: { path: string; size: number; className?: string }) {
  return (
    <span className={className} aria-hidden>
      <svg width={size} height={size} viewBox="0 0 24 24">
        <path d={path} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </span>
  );
}
