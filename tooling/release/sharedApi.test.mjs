import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bumpedEnough, contractProblems, formatReport, neededBump, readSurface, REPORT_FILE, withoutBindingNames } from './sharedApi.mjs';

const surface = (entries) => new Map(Object.entries(entries));
const BASE = {
  'shared apiGet': ': (path: string, options?: CallOptions) => Promise<T>',
  'shared CallOptions interface': 'interface',
  'shared CallOptions.timeout': '?: number | undefined',
};

describe("shared's API contract", () => {
  it('an addition needs a minor bump, a change or a removal a major one', () => {
    const lines = (s) => new Set(formatReport('1.0.0', surface(s)).split('\n'));
    expect(neededBump(lines(BASE), lines(BASE)).bump).toBe('none');
    expect(neededBump(lines(BASE), lines({ ...BASE, 'shared CallOptions.started': '?: Promise<Response> | undefined' })).bump).toBe(
      'minor',
    );
    expect(neededBump(lines(BASE), lines({ ...BASE, 'shared apiGet': ': (path: string) => Promise<T>' })).bump).toBe('major');
    const { 'shared CallOptions.timeout': _gone, ...removed } = BASE;
    expect(neededBump(lines(BASE), lines(removed)).bump).toBe('major');
  });

  it('a component that takes one more prop out of its parameter changes nothing but its props type, an addition', () => {
    const before = surface({ 'shared Modal': ': ({ children, onClose, ...attributes }: ModalProps) => Element' });
    const after = surface({
      'shared Modal': ': ({ children, onClose, openInOwnTask, ...attributes }: ModalProps) => Element',
      'shared ModalProps.openInOwnTask': '?: boolean | undefined',
    });
    const lines = (s) => new Set(formatReport('1.0.0', s).split('\n'));
    expect(neededBump(lines(before), lines(after))).toEqual({
      bump: 'minor',
      added: ['shared ModalProps.openInOwnTask?: boolean | undefined'],
      removed: [],
    });
    expect(withoutBindingNames(': (path: string, { a, b }: Options) => void')).toBe(': (path: string, props: Options) => void');
    // An object type is not a parameter's names: its members have types.
    expect(withoutBindingNames(': (o: { a: string; }) => void')).toBe(': (o: { a: string; }) => void');
  });

  it.each(
    /** @type {Array<[string, string, 'none' | 'minor' | 'major', boolean]>} */ ([
      ['1.0.0', '1.0.1', 'minor', false],
      ['1.0.0', '1.1.0', 'minor', true],
      ['1.0.0', '1.1.0', 'major', false],
      ['1.0.0', '2.0.0', 'major', true],
      ['0.3.0', '0.4.0', 'major', true],
      ['1.1.0', '1.0.0', 'minor', false],
    ]),
  )('%s → %s makes a %s bump: %s', (from, to, bump, enough) => {
    expect(bumpedEnough(from, to, bump)).toBe(enough);
  });

  it('fails a change without its bump, asks for the report once bumped, and passes when both are in', () => {
    const committed = formatReport('1.1.0', surface(BASE));
    const added = surface({ ...BASE, 'shared CallOptions.retries': '?: number | undefined' });
    expect(contractProblems({ committed, version: '1.1.0', surface: added })).toEqual([
      expect.stringMatching(
        /API changed since 1.1.0 \(only additions: a minor bump is needed, package.json says 1.1.0\):\n {2}\+ shared CallOptions.retries/,
      ),
    ]);
    expect(contractProblems({ committed, version: '1.2.0', surface: added })).toEqual([
      expect.stringMatching(/shared.api.md is stale \(shared 1.2.0\)/),
    ]);
    expect(contractProblems({ committed: formatReport('1.2.0', added), version: '1.2.0', surface: added })).toEqual([]);
  });

  it("the committed report is shared's public API as the code has it, at package.json's version", () => {
    const { version, surface: current } = readSurface();
    expect(contractProblems({ committed: readFileSync(REPORT_FILE, 'utf8'), version, surface: current })).toEqual([]);
    expect(current.get('shared HOME_ROW_SIZE')).toBe(': 20');
    expect(current.get('shared Modal(props).openInOwnTask')).toBe('?: boolean | undefined');
  }, 60_000);
});
