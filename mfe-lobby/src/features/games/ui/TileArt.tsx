import { useState } from 'react';
import { imageUrl, useNearViewport } from 'shared';
import styles from './tiles.module.css';

interface TileArtProps {
  iconUrl: string | null | undefined;
  name: string;
  /** The image's natural size, reserved before it loads. */
  width: number;
  height: number;
  wide?: boolean;
  badge?: string;
  /** A mark at the picture's foot (the free-play mark). */
  mark?: string;
  /** On the page's first screen: its picture is in the server's HTML (the others load once they come near). */
  firstView?: boolean;
}

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('') || '?';

/**
 * A tile's picture: sized by its box, and requested only once the tile is near the screen; without an icon
 * (or when it fails) the tile shows the name's initials.
 */
export function TileArt({ iconUrl, name, width, height, wide = false, badge, mark, firstView = false }: TileArtProps) {
  const [failed, setFailed] = useState(false);
  const [ref, near] = useNearViewport<HTMLSpanElement>(undefined, { inServerHtml: firstView });
  const src = failed ? '' : imageUrl(iconUrl);
  return (
    <span ref={ref} className={[styles.art, wide ? styles.wide : ''].join(' ')}>
      {src ? (
        near && <img src={src} alt="" loading="lazy" decoding="async" width={width} height={height} onError={() => setFailed(true)} />
      ) : (
        <span className={styles.initials} aria-hidden>
          {initialsOf(name)}
        </span>
      )}
      {badge && <span className={styles.badge}>{badge}</span>}
      {mark && (
        <span className={styles.mark} data-testid="free-play">
          {mark}
        </span>
      )}
    </span>
  );
}
