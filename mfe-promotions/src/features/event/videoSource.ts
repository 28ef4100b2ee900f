export type VideoSource = { kind: 'embed'; src: string } | { kind: 'file'; src: string };

const YOUTUBE_ID = /(?:youtube\.com\/(?:embed\/|watch\?(?:.*&)?v=|shorts\/)|youtu\.be\/)([\w-]{6,})/i;

/**
 * How to play a banner's video: YouTube links become an embed with autoplay off and related videos off
 * (docs/product-rules.md §9); other http(s) links play as a file. Anything else is not played.
 */
export function videoSource(url: string | null | undefined): VideoSource | null {
  if (!url || !/^https?:\/\//i.test(url)) return null;
  const id = YOUTUBE_ID.exec(url)?.[1];
  if (id) return { kind: 'embed', src: `https://www.youtube.com/embed/${id}?autoplay=0&rel=0` };
  return { kind: 'file', src: url };
}
