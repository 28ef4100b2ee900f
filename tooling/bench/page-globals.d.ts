// What the bench's page-side scripts keep on window between page.evaluate calls, and the entry types they
// read that TypeScript's DOM library does not describe.
export {};

declare global {
  interface LayoutShiftEntry extends PerformanceEntry {
    value: number;
    hadRecentInput: boolean;
    sources: { node: Node | null }[];
  }
  interface Window {
    __bench: {
      lcp: number;
      shifts: { value: number; startTime: number; hadRecentInput: boolean }[];
      longTasks: { startTime: number; duration: number }[];
    };
    __lcp: { ms: number; element: string | undefined; url: string; text: string | undefined }[];
    __shifts: { ms: number; value: number; moved: (string | undefined)[] }[];
  }
}
