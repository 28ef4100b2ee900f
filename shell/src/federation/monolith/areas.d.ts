declare module 'm-monolith-areas' {
  export const areaModules: Partial<Record<import('shared').Area, Record<string, () => Promise<unknown>>>>;
}
