/**
 * What a server-rendered page hands the browser: the release it was rendered with, its language and theme,
 * the image base it picked and the answers of its first view (a JSON script element the site server writes
 * after the root element; see tooling/site/render). This module imports nothing shared: the entry script
 * reads it before the shared singletons are negotiated.
 */
import type { FirstViewAnswer, FirstViewAnswers, RenderedSession } from 'shared';
import { parseReleaseManifest, type ReleaseManifest } from '../federation/releaseManifest';
import { unpackTables } from './handoverTables';

export const FIRST_VIEW_ELEMENT_ID = 'm-first-view';

/**
 * The global the page's release script sets (tooling/site/render/releaseScripts.mjs): a page names its release
 * as a script that every page of the release shares, which runs before the shell's scripts; its data then has none.
 */
export const RELEASE_GLOBAL = 'mRelease';

/**
 * An answer as the page carries it: its data, or the handed-over read whose value (or one property `at` of it,
 * or some of its items: those at `items`, or the `first` n) it is (shell/src/server/handoverAnswers.ts), so that
 * data is in the page once. The read is `query`, or the answer's only read when it names none.
 */
export type HandedOverAnswer =
  FirstViewAnswer | { reads: readonly string[]; data?: never; query?: string; at?: string; items?: number[]; first?: number };
export type HandedOverAnswers = Record<string, HandedOverAnswer>;

export interface FirstViewHandover {
  release: ReleaseManifest;
  language: 'en' | 'pt';
  theme: 'dark' | 'light';
  imageBase: string;
  answers: FirstViewAnswers;
  queries: Record<string, { value: unknown; settledAt: number; staleMs: number; tags?: readonly string[]; perSession?: boolean }>;
  /** The player the page was rendered for, or null for a guest's page. */
  session: RenderedSession | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The rendered-for player when `value` has its shape; null for a guest's page (or a value that does not parse). */
function parseSession(value: unknown): RenderedSession | null {
  if (!isRecord(value)) return null;
  const { userName, type, merchantCode, firstTimeLogin } = value;
  if (typeof userName !== 'string' || typeof type !== 'number' || typeof merchantCode !== 'string') return null;
  return { userName, type, merchantCode, firstTimeLogin: firstTimeLogin === true };
}

const isPlace = (i: unknown, length: number): i is number => Number.isInteger(i) && (i as number) >= 0 && (i as number) < length;

/** The items an answer names of `place`: those at `items`, the `first` n, or all of it; undefined if it names others. */
function itemsNamed(place: unknown, answer: Record<string, unknown>): unknown {
  if (answer.items === undefined && answer.first === undefined) return place;
  if (!Array.isArray(place)) return undefined;
  if (answer.first !== undefined) return isPlace(answer.first, place.length + 1) ? place.slice(0, answer.first) : undefined;
  const { items } = answer;
  return Array.isArray(items) && items.every((i) => isPlace(i, place.length)) ? items.map((i: number) => place[i] as unknown) : undefined;
}

/** The answers with each one that names a read given that read's value again; one whose read is missing is dropped. */
function resolveAnswers(answers: Record<string, unknown>, queries: FirstViewHandover['queries']): FirstViewAnswers {
  const resolved: FirstViewAnswers = {};
  for (const [id, answer] of Object.entries(answers)) {
    if (!isRecord(answer) || !Array.isArray(answer.reads)) continue;
    const reads = answer.reads as string[];
    if ('data' in answer) {
      resolved[id] = answer as unknown as FirstViewAnswer;
      continue;
    }
    const query = answer.query ?? (reads.length === 1 ? reads[0] : undefined);
    const value = typeof query === 'string' ? queries[query]?.value : undefined;
    const place = answer.at === undefined ? value : typeof answer.at === 'string' && isRecord(value) ? value[answer.at] : undefined;
    const data = place === undefined ? undefined : itemsNamed(place, answer);
    if (data !== undefined) resolved[id] = { data, reads };
  }
  return resolved;
}

/** The handover when `body` has its shape (the release checked against its schema), otherwise undefined. */
export function parseHandover(body: unknown): FirstViewHandover | undefined {
  if (!isRecord(body)) return undefined;
  const { release, language, theme, imageBase, answers, queries, session } = body;
  const parsed = parseReleaseManifest(release);
  if (!('manifest' in parsed)) return undefined;
  if ((language !== 'en' && language !== 'pt') || (theme !== 'dark' && theme !== 'light')) return undefined;
  if (typeof imageBase !== 'string' || !isRecord(answers) || !isRecord(queries)) return undefined;
  return {
    release: parsed.manifest,
    language,
    theme,
    imageBase,
    answers: resolveAnswers(answers, queries as FirstViewHandover['queries']),
    queries: queries as FirstViewHandover['queries'],
    session: parseSession(session),
  };
}

/** The handover's body with its release from the page's release script when its data has none. */
function withReleaseScript(body: unknown, doc: Document): unknown {
  if (!isRecord(body) || body.release !== undefined) return body;
  const release = (doc.defaultView as (Window & Record<string, unknown>) | null)?.[RELEASE_GLOBAL];
  return { ...body, release };
}

/**
 * The handover `doc` carries; undefined on a page the browser renders alone, or on one whose handover does not
 * parse or whose release script did not run (then the browser renders it too).
 */
export function handoverIn(doc: Document): FirstViewHandover | undefined {
  const text = doc.getElementById(FIRST_VIEW_ELEMENT_ID)?.textContent;
  let body: unknown;
  try {
    body = text ? unpackTables(JSON.parse(text)) : undefined;
  } catch {
    body = undefined;
  }
  return parseHandover(withReleaseScript(body, doc));
}

let read: { handover: FirstViewHandover | undefined } | undefined;

/** This page's handover (`handoverIn`), read once. */
export function firstViewHandover(doc: Document = document): FirstViewHandover | undefined {
  read ??= { handover: handoverIn(doc) };
  return read.handover;
}
