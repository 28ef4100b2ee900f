/** The video popup's next position: previous/next within the list, never past either end. */
export const stepVideo = (index: number, delta: number, count: number): number =>
  Math.min(Math.max(index + delta, 0), Math.max(count - 1, 0));
