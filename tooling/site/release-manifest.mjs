#!/usr/bin/env node
// Writes deploy/m/remotes.json pinning every remote to the version in its package.json, unless a release
// manifest already exists (the release tooling owns it once pins have been made).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, shellDir, remoteUrlPath } from '../rspack/paths.mjs';

export const AREAS = ['lobby', 'account', 'promotions', 'support', 'agent'];

export function defaultManifest() {
  const remotes = {};
  for (const area of AREAS) {
    const { version } = JSON.parse(readFileSync(path.join(REPO_ROOT, `mfe-${area}`, 'package.json'), 'utf8'));
    remotes[area] = { version, manifest: `${remoteUrlPath(area, version)}mf-manifest.json` };
  }
  return { remotes };
}

export function writeDefaultManifestIfMissing({ force = false } = {}) {
  const file = path.join(shellDir, 'remotes.json');
  if (existsSync(file) && !force) return;
  mkdirSync(shellDir, { recursive: true });
  writeFileSync(file, `${JSON.stringify(defaultManifest(), null, 2)}\n`);
  console.log(`  release manifest written: ${path.relative(REPO_ROOT, file)}`);
}

if (import.meta.url === `file://${process.argv[1]}`) writeDefaultManifestIfMissing({ force: process.argv.includes('--force') });
