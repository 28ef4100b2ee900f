import { getRuntimeConfig } from '../config/runtimeConfig';

let picked: string | null = null;

/** The image content base of this page load, picked at random from the configured list (docs/product-rules.md §9). */
export function imageBase(random: () => number = Math.random): string {
  if (picked === null) {
    const bases = getRuntimeConfig().imageBases;
    picked = bases.length ? (bases[Math.floor(random() * bases.length)] ?? '') : '';
  }
  return picked;
}

/** Absolute URL of a content image: absolute URLs pass through, relative ones get the content base. */
export function imageUrl(path: string | null | undefined): string {
  if (!path) return '';
  if (/^(https?:|data:|\/\/)/.test(path)) return path;
  return `${imageBase().replace(/\/$/, '')}/${path.replace(/^\//, '')}`;
}

/** The base a server render picked for this page: the browser shows the same image URLs as the HTML. */
export function adoptImageBase(base: string): void {
  picked = base;
}

/** For tests: forget the picked base. */
export function resetImageBase(): void {
  picked = null;
}
