import { afterAll, afterEach, beforeAll } from 'vitest';
import { cleanup } from '@testing-library/react';
import { initI18n } from '../i18n/setup';
import { queryCache } from '../query/queries';
import { resetTransport } from '../api/transport';
import { resetPage } from './resetPage';
import { useDialogStore } from '../ui/dialog/store';

await initI18n();

// happy-dom sends a beacon as a real fetch, which rejects with nothing listening in a unit test; a browser's
// beacon never rejects. Tests that check beacons stub navigator themselves.
Object.defineProperty(navigator, 'sendBeacon', { configurable: true, writable: true, value: () => true });
// Testing Library marks React's act environment only around the first file that imports it, once per module graph.
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(() => {
  cleanup();
  // A dialog a test left open is answered 'cancel', as the player leaving the page would.
  for (const { id } of useDialogStore.getState().dialogs) useDialogStore.getState().close(id, false);
  // Every test starts with nothing cached, as a page load does, and with the platform's fetch as the transport.
  queryCache.clear();
  resetTransport();
});
// Files that share one module graph start as if the page had just loaded (*.isolated.test files need no reset).
afterAll(resetPage);
