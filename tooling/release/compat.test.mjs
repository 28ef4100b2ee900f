import { describe, expect, it } from 'vitest';
import { CONTRACT_SINGLETONS, incompatibilities } from './compat.mjs';
import { pinStack } from './history.mjs';

const table = (version, extra = {}) =>
  Object.fromEntries(
    CONTRACT_SINGLETONS.map((name) => [name, { version, requiredVersion: `^${version}`, singleton: true, ...extra[name] }]),
  );

describe('compatibility with the shell', () => {
  it('accepts a remote whose ranges the shell satisfies, including newer minors in the shell', () => {
    expect(incompatibilities(table('1.2.0'), table('1.0.0'))).toEqual([]);
  });

  it('names each singleton the remote would not get from the shell', () => {
    const remote = table('1.0.0', { react: { requiredVersion: '^2.0.0' }, i18next: { singleton: false } });
    delete remote.zustand;
    expect(incompatibilities(table('1.0.0'), remote)).toEqual([
      'react: the shell provides 1.0.0, the remote requires ^2.0.0',
      'zustand: the remote does not share it, so it would run its own copy',
      'i18next: the remote shares it, but not as a singleton',
    ]);
  });

  it('notices a singleton the shell does not provide', () => {
    const shell = table('1.0.0');
    delete shell.shared;
    expect(incompatibilities(shell, table('1.0.0'))).toEqual(['shared: the shell does not provide it']);
  });
});

describe('pin history', () => {
  it('replays pins and rollbacks into the stack of pinned versions', () => {
    /** @type {(action: 'pin' | 'rollback', version: string) => import('./history.mjs').Change} */
    const change = (action, version) => ({ action, version, at: '2026-01-01T00:00:00.000Z', command: `${action} ${version}` });
    const history = [
      change('pin', '1.0.0'),
      change('pin', '1.1.0'),
      change('pin', '1.1.0'),
      change('pin', '1.2.0'),
      change('rollback', '1.1.0'),
    ];
    expect(pinStack(history)).toEqual(['1.0.0', '1.1.0']);
    expect(pinStack([])).toEqual([]);
  });
});
