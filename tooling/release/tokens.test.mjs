import { execFile } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { userInfo } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readAudit } from './audit.mjs';
import { tempDeployTree } from './testing.mjs';
import { formatTokenList } from './tokenTable.mjs';
import { addToken, readTokens, revokeToken, rotateToken, tokenFor } from './tokens.mjs';

let deployDir = '';
let file = '';
beforeEach(() => {
  deployDir = tempDeployTree();
  file = path.join(deployDir, '.release', 'tokens.json');
});
afterEach(() => rmSync(deployDir, { recursive: true, force: true }));

const add = (name, areas = ['lobby']) => addToken({ deployDir, file, name, areas, now: new Date('2026-03-01T10:00:00.000Z') });
const stored = () => readFileSync(file, 'utf8');

describe('release-service tokens', () => {
  it('refuses to add a name that has a token, and keeps that token', () => {
    const token = add('lobby-squad');
    const before = stored();
    expect(() => add('lobby-squad', ['*'])).toThrow(/a token named 'lobby-squad' exists already: `pnpm release token rotate lobby-squad`/);
    expect(stored()).toBe(before);
    expect(tokenFor(readTokens(file), token)?.areas).toEqual(['lobby']);
  });

  it('rotates a token: a new secret for the same name and areas, and the old one matches nothing at once', () => {
    const old = add('lobby-squad', ['lobby', 'support']);
    const { token, areas } = rotateToken({ deployDir, file, name: 'lobby-squad', now: new Date('2026-03-02T10:00:00.000Z') });
    expect(token).not.toBe(old);
    expect(areas).toEqual(['lobby', 'support']);
    const tokens = readTokens(file);
    expect(tokenFor(tokens, old)).toBeNull();
    expect(tokenFor(tokens, token)).toMatchObject({
      name: 'lobby-squad',
      areas: ['lobby', 'support'],
      createdAt: '2026-03-01T10:00:00.000Z',
      rotatedAt: '2026-03-02T10:00:00.000Z',
    });
  });

  it('revokes a token; an unknown name is refused for rotate and revoke alike', () => {
    const token = add('lobby-squad');
    add('releases', ['*']);
    revokeToken({ deployDir, file, name: 'lobby-squad' });
    expect(tokenFor(readTokens(file), token)).toBeNull();
    expect(readTokens(file).map((t) => t.name)).toEqual(['releases']);
    expect(() => revokeToken({ deployDir, file, name: 'lobby-squad' })).toThrow(/no token is named 'lobby-squad' \(tokens: releases\)/);
    expect(() => rotateToken({ deployDir, file, name: 'nobody' })).toThrow(/no token is named 'nobody'/);
  });

  it('writes who made, rotated and revoked which token to the audit log, never a secret or its hash', () => {
    const first = add('lobby-squad');
    const { token: second } = rotateToken({ deployDir, file, name: 'lobby-squad' });
    revokeToken({ deployDir, file, name: 'lobby-squad' });
    const by = `local:${userInfo().username}`;
    expect(readAudit(deployDir)).toEqual([
      { at: '2026-03-01T10:00:00.000Z', by, action: 'token-add', token: 'lobby-squad', areas: ['lobby'] },
      { at: expect.any(String), by, action: 'token-rotate', token: 'lobby-squad', areas: ['lobby'] },
      { at: expect.any(String), by, action: 'token-revoke', token: 'lobby-squad', areas: ['lobby'] },
    ]);
    const log = readFileSync(path.join(deployDir, '.release', 'audit.jsonl'), 'utf8');
    for (const secret of [first, second, 'sha256:']) expect(log).not.toContain(secret);
  });

  it('lists names, areas, creation, rotation and the last change made with each, never a secret or its hash', () => {
    const secret = add('lobby-squad');
    add('releases', ['*']);
    const tokens = readTokens(file);
    const audit = [
      { at: '2026-03-03T09:00:00.000Z', by: 'lobby-squad', action: 'pin', area: 'lobby', from: '1.0.0', to: '1.1.0' },
      { at: '2026-03-03T09:05:00.000Z', by: 'lobby-squad', action: 'refused', area: 'promotions', status: 403, reason: 'x' },
    ];
    const list = formatTokenList(tokens, audit);
    expect(list.split('\n').map((line) => line.split(/\s{2,}/))).toEqual([
      ['name', 'areas', 'created', 'rotated', 'last change'],
      ['lobby-squad', 'lobby', '2026-03-01T10:00:00.000Z', '-', '2026-03-03T09:00:00.000Z pin lobby@1.1.0'],
      ['releases', 'all', '2026-03-01T10:00:00.000Z', '-', '-'],
    ]);
    expect(list).not.toContain(secret);
    expect(list).not.toContain('sha256');
    expect(formatTokenList([], [])).toMatch(/no release-service tokens/);
  });
});

describe('pnpm release token', () => {
  const cli = path.join(import.meta.dirname, 'cli.mjs');
  const run = (...args) => promisify(execFile)(process.execPath, [cli, 'token', ...args, '--deploy-dir', deployDir]);

  it('adds, refuses the same name again, rotates, lists and revokes', async () => {
    const added = (await run('add', 'lobby-squad', '--areas', 'lobby')).stdout;
    const first = /mrt_\S+/.exec(added)?.[0];
    const again = await run('add', 'lobby-squad', '--areas', 'all').catch((error) => error);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/^release: a token named 'lobby-squad' exists already: `pnpm release token rotate lobby-squad`/);
    const rotated = (await run('rotate', 'lobby-squad')).stdout;
    expect(rotated).toMatch(/new token for lobby-squad \(lobby\), shown once; the old one no longer works/);
    const second = /mrt_\S+/.exec(rotated)?.[0];
    expect(second).not.toBe(first);
    const list = (await run('list')).stdout;
    expect(list).toMatch(/^lobby-squad\s+lobby\s+\S+\s+\S+\s+-$/m);
    for (const secret of [first, second, 'sha256']) expect(list).not.toContain(secret);
    expect((await run('revoke', 'lobby-squad')).stdout).toMatch(/revoked the token lobby-squad/);
    expect((await run('list')).stdout).toMatch(/no release-service tokens/);
  }, 30_000);
});
