#!/usr/bin/env node
// Gzip size of what the lobby's home first needs: remoteEntry.js, the ./Home expose's sync JS and CSS, and
// the shared libraries only the lobby brings (swiper). Singletons (react, shared, ...) come from the shell.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const pkgDir = path.dirname(fileURLToPath(import.meta.url));
const { version } = JSON.parse(readFileSync(path.join(pkgDir, 'package.json'), 'utf8'));
const dir = path.join(pkgDir, '..', 'deploy', 'remotes', 'lobby', version);
const manifest = JSON.parse(readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8'));
const expose = process.argv[2] ?? 'Home';

const gz = (file) => gzipSync(readFileSync(path.join(dir, file)), { level: 6 }).length;
const rows = [['remoteEntry.js', 'entry']];
const e = manifest.exposes.find((x) => x.name === expose);
for (const f of [...e.assets.js.sync, ...e.assets.css.sync]) rows.push([f, `./${expose}`]);
for (const s of manifest.shared.filter((x) => x.name.startsWith('swiper')))
  for (const f of [...s.assets.js.sync, ...s.assets.css.sync]) rows.push([f, s.name]);
const seen = new Set();
let total = 0;
for (const [file, what] of rows) {
  if (seen.has(file)) continue;
  seen.add(file);
  const size = gz(file);
  total += size;
  console.log(`${String(size).padStart(7)}  ${what.padEnd(14)} ${file}`);
}
console.log(`${String(total).padStart(7)}  total gzip bytes`);
