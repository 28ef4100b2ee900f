import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { OFFLINE_PAGE, shellBuildOf } from './service-worker.mjs';
import { shellDir } from './paths.mjs';

function shellTree(files) {
  const dir = mkdtempSync(path.join(tmpdir(), 'm-shell-'));
  mkdirSync(path.join(dir, 'static'));
  for (const [file, body] of Object.entries(files)) writeFileSync(path.join(dir, file), body);
  return dir;
}

const sha384 = (body) => `sha384-${createHash('sha384').update(body).digest('base64')}`;

describe("the service worker's shell build", () => {
  const dir = shellTree({
    [OFFLINE_PAGE]: '<html>shell</html>',
    'theme.js': 'theme()',
    'static/main.0123abcd.js': 'main()',
    'static/435.89abcdef.js': 'react()',
    'static/180.11112222.css': '.a{}',
    'static/main.0123abcd.js.map': '{}',
    'static/sha384-fallback.33334444.js': 'noble()',
  });

  it("is named by the shell's entry script, which the page names too", () => {
    expect(shellBuildOf(dir).version).toBe('/m/static/main.0123abcd.js');
    expect(shellBuildOf(dir).offlinePage).toBe('/m/shell.html');
  });

  it('keeps the offline page, the theme script and every script and style sheet, each with its SHA-384', () => {
    const { precache } = shellBuildOf(dir);
    expect(precache.map((entry) => entry.url)).toEqual([
      '/m/shell.html',
      '/m/theme.js',
      '/m/static/180.11112222.css',
      '/m/static/435.89abcdef.js',
      '/m/static/main.0123abcd.js',
    ]);
    expect(precache.find((entry) => entry.url === '/m/static/435.89abcdef.js')).toEqual({
      url: '/m/static/435.89abcdef.js',
      revision: null,
      integrity: sha384('react()'),
    });
  });

  it('revises the files whose names carry no hash by their content, so a changed one is fetched again', () => {
    const before = shellBuildOf(dir).precache[0]?.revision;
    expect(before).toMatch(/^[A-Za-z0-9+/]{16}$/);
    writeFileSync(path.join(dir, OFFLINE_PAGE), '<html>shell, next build</html>');
    expect(shellBuildOf(dir).precache[0]?.revision).not.toBe(before);
  });

  it('refuses a tree without a shell build', () => {
    expect(() => shellBuildOf(shellTree({}))).toThrow(/no shell entry script/);
  });

  it.runIf(existsSync(path.join(shellDir, 'sw.js')))("is written into the built worker, which names the built page's entry script", () => {
    const worker = readFileSync(path.join(shellDir, 'sw.js'), 'utf8');
    const { version } = shellBuildOf(shellDir);
    expect(worker).not.toContain('__M_SHELL_BUILD');
    expect(worker).toContain(JSON.stringify(version));
    expect(readFileSync(path.join(shellDir, 'index.html'), 'utf8')).toContain(`src="${version}"`);
  });
});
