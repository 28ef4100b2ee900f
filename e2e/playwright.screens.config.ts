import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/** `pnpm --filter e2e screens`: a picture of every screen in both themes (see screens/screens.spec.ts). */
export default defineConfig({ ...base, testDir: './screens', retries: 0, use: { ...base.use, trace: 'off' } });
