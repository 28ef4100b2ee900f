import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { OFFLINE_PAGE, shellBuildOf } from './service-worker.mjs';
import { installedShell } from '../release/shell.mjs';
import { DEPLOY_DIR, REPO_ROOT, shellDir, shellVersionDir } from './paths.mjs';
import { themeScriptUrl } from './theme-script.mjs';

function shellTree(files) {
  const dir = mkdtempSync(path.join(tmpdir(), 'm-shell-'));
  mkdirSync(path.join(dir, 'static'));
  for (const [file, body] of Object.entries(files)) writeFileSync(path.join(dir, file), body);
  return dir;
}

/**
 * The browser files of the shell build the deploy tree serves: its own version folder, since the served folder
 * keeps the files of the builds pinned before it for the pages still running them.
 */
function servedShellBuild() {
  const version = installedShell(DEPLOY_DIR);
  if (!version) throw new Error('the deploy tree has no shell version in place');
  return path.join(shellVersionDir(version), 'm');
}

const sha384 = (body) => `sha384-${createHash('sha384').update(body).digest('base64')}`;

describe("the service worker's shell build", () => {
  const theme = themeScriptUrl('theme() before minifying');
  const dir = shellTree({
    [OFFLINE_PAGE]: `<html><script src="${theme}"></script>shell</html>`,
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
      theme,
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

  it("keeps every file but the offline page under a name that carries its content's hash, as the pages name it", () => {
    const { precache } = shellBuildOf(dir);
    expect(precache.filter((entry) => entry.revision !== null).map((entry) => entry.url)).toEqual(['/m/shell.html']);
    // The theme script as the offline page names it; a page of another build names another, not answered here.
    expect(precache.find((entry) => entry.url.startsWith('/m/theme.js'))).toEqual({
      url: theme,
      revision: null,
      integrity: sha384('theme()'),
    });
    expect(themeScriptUrl('theme(), next build')).not.toBe(theme);
  });

  it('revises the files whose names carry no hash by their content, so a changed one is fetched again', () => {
    const before = shellBuildOf(dir).precache[0]?.revision;
    expect(before).toMatch(/^[A-Za-z0-9+/]{16}$/);
    writeFileSync(path.join(dir, OFFLINE_PAGE), `<html><script src="${theme}"></script>shell, next build</html>`);
    expect(shellBuildOf(dir).precache[0]?.revision).not.toBe(before);
  });

  it('refuses a tree without a shell build', () => {
    expect(() => shellBuildOf(shellTree({}))).toThrow(/no shell entry script/);
  });

  it.runIf(existsSync(path.join(shellDir, 'sw.js')))("is written into the built worker, which names the built page's entry script", () => {
    const worker = readFileSync(path.join(shellDir, 'sw.js'), 'utf8');
    const { version } = shellBuildOf(servedShellBuild());
    expect(worker).not.toContain('__M_SHELL_BUILD');
    expect(worker).toContain(JSON.stringify(version));
    expect(readFileSync(path.join(shellDir, 'index.html'), 'utf8')).toContain(`src="${version}"`);
  });

  it.runIf(existsSync(path.join(shellDir, 'sw.js')))("names the theme script by its source's hash, as both built pages do", () => {
    const theme = themeScriptUrl(readFileSync(path.join(REPO_ROOT, 'shell', 'public', 'theme.js')));
    expect(shellBuildOf(servedShellBuild()).precache.map((entry) => entry.url)).toContain(theme);
    for (const page of ['index.html', OFFLINE_PAGE]) expect(readFileSync(path.join(shellDir, page), 'utf8')).toContain(`src="${theme}"`);
  });
});
