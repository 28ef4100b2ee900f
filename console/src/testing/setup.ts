import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { initI18n } from '../i18n/setup';

await initI18n('en');
afterEach(cleanup);
