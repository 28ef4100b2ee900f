/** `import.meta.glob`, resolved by Vite/vitest at build time (used by tests that read the sources). */
interface ImportMeta {
  glob<T = unknown>(pattern: string | string[], options: { query?: string; import?: string; eager: true }): Record<string, T>;
}
