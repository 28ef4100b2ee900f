import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { missingSingletons } from './check-shared.mjs';
import { SINGLETONS } from './shared-deps.mjs';

const manifest = (shared) => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'mf-')), 'mf-manifest.json');
  writeFileSync(file, JSON.stringify({ shared }));
  return file;
};

describe('singleton check of a built remote', () => {
  it('passes when every singleton is shared as a singleton', () => {
    expect(missingSingletons(manifest(SINGLETONS.map((name) => ({ name, singleton: true }))))).toEqual([]);
  });

  it('names the workspace library when it is missing (each remote would carry its own copy)', () => {
    const shared = SINGLETONS.filter((n) => n !== 'shared').map((name) => ({ name, singleton: true }));
    expect(missingSingletons(manifest(shared))).toEqual(['shared']);
  });

  it('names a library shared without the singleton flag', () => {
    const shared = SINGLETONS.map((name) => ({ name, singleton: name !== 'zustand' }));
    expect(missingSingletons(manifest(shared))).toEqual(['zustand']);
  });
});
