/** Vite's `import.meta.glob` (vitest runs on Vite), for tests that read this area's own sources. */
interface ImportMeta {
  glob(pattern: string | string[], options: { query: '?raw'; import: 'default'; eager: true }): Record<string, string>;
}
