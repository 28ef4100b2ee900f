import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { initI18n } from '../i18n/setup';
import { queryCache } from '../query/queries';

await initI18n();
afterEach(() => {
  cleanup();
  // Every test starts with nothing cached, as a page load does.
  queryCache.clear();
});
