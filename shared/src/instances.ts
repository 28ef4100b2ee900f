/**
 * Counts how many copies of this module were evaluated on the page. `shared` must be a single instance
 * (the bus, the session and i18n live here); the e2e suite reads this to prove it in the browser.
 */
declare global {
  var __M_SHARED_INSTANCES__: number | undefined;
}
globalThis.__M_SHARED_INSTANCES__ = (globalThis.__M_SHARED_INSTANCES__ ?? 0) + 1;

export {};
