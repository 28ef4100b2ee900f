/**
 * A link cut into the pieces a line may end after: each `/` (but not inside `//`), `?`, `&` and `=`, so a long
 * invite link wraps between its parts, never in the middle of a word (docs/product-rules.md §2, 2.59).
 * (No look-behind in the pattern: Safari before 16.4 cannot read one.)
 */
export function linkBreaks(url: string): string[] {
  const pieces: string[] = [];
  let start = 0;
  for (let i = 0; i < url.length; i++) {
    const c = url[i];
    const slash = c === '/' && url[i - 1] !== '/' && url[i + 1] !== '/';
    if (slash || c === '?' || c === '&' || c === '=') {
      pieces.push(url.slice(start, i + 1));
      start = i + 1;
    }
  }
  if (start < url.length) pieces.push(url.slice(start));
  return pieces;
}
