import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../rspack/paths.mjs';
import { SITE_SERVER_NODE_FLAGS } from './nodeFlags.mjs';

const flags = SITE_SERVER_NODE_FLAGS.join(' ');

describe("the site server's Node flags", () => {
  it('are those of npm start and of the e2e suite’s sites (what ships is what is tested)', () => {
    expect(readFileSync(path.join(REPO_ROOT, 'scripts', 'start.sh'), 'utf8')).toContain(`exec node ${flags} scripts/run-site.mjs`);
    expect(readFileSync(path.join(REPO_ROOT, 'e2e', 'playwright.config.ts'), 'utf8')).toContain(
      `command: 'node ${flags} ../scripts/run-site.mjs'`,
    );
  });
});
