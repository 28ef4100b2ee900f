import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { whenChanged } from './whenChanged.mjs';

let dir;
afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

describe('whenChanged', () => {
  it('parses a file once while it stays the same, and again once it changes', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'm-when-changed-'));
    const file = path.join(dir, 'remotes.json');
    writeFileSync(file, '{"pin":"1.0.0"}');
    let parses = 0;
    const read = whenChanged(file, (text) => {
      parses += 1;
      return JSON.parse(text);
    });
    expect(read()).toEqual({ pin: '1.0.0' });
    expect(read()).toEqual({ pin: '1.0.0' });
    expect(parses).toBe(1);
    writeFileSync(file, '{"pin":"1.10.0"}');
    expect(read()).toEqual({ pin: '1.10.0' });
    expect(parses).toBe(2);
  });
});

describe('whenChanged with a check', () => {
  const strictJson = (text) => {
    const value = JSON.parse(text);
    if (typeof value.pin !== 'string') throw new Error('no pin');
    return value;
  };

  it('keeps the last good value when a change is refused, says so once, and takes the next good change', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'm-when-changed-'));
    const file = path.join(dir, 'remotes.json');
    writeFileSync(file, '{"pin":"1.0.0"}');
    const refused = [];
    const read = whenChanged(file, strictJson, { onRefused: (error) => refused.push(String(error)) });
    expect(read()).toEqual({ pin: '1.0.0' });
    writeFileSync(file, '{"pin":7,"x":1}');
    expect(read()).toEqual({ pin: '1.0.0' });
    expect(read()).toEqual({ pin: '1.0.0' });
    expect(refused).toEqual(['Error: no pin']);
    writeFileSync(file, '{"pin":"1.1.0"}');
    expect(read()).toEqual({ pin: '1.1.0' });
  });

  it('throws while no good value was ever read', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'm-when-changed-'));
    const file = path.join(dir, 'remotes.json');
    writeFileSync(file, '{"pin":7}');
    const read = whenChanged(file, strictJson, { onRefused: () => undefined });
    expect(() => read()).toThrow('no pin');
    expect(() => read()).toThrow('no pin');
  });
});
