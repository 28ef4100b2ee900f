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
 * An answer as the page carries it: its data, or the handed-over read whose value (or one property `at` of it)
 * it is (shell/src/server/handoverAnswers.ts), so that data is in the page once.
 */
export type HandedOverAnswer = FirstViewAnswer | { reads: readonly string[]; query: string; at?: string; items?: number[] };
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

/** The answers with each one that names a read given that read's value again; one whose read is missing is dropped. */
function resolveAnswers(answers: Record<string, unknown>, queries: FirstViewHandover['queries']): FirstViewAnswers {
  const resolved: FirstViewAnswers = {};
  for (const [id, answer] of Object.entries(answers)) {
    if (!isRecord(answer) || !Array.isArray(answer.reads)) continue;
    if (!('query' in answer)) {
      resolved[id] = answer as unknown as FirstViewAnswer;
      continue;
    }
    const value = typeof answer.query === 'string' ? queries[answer.query]?.value : undefined;
    const place = answer.at === undefined ? value : typeof answer.at === 'string' && isRecord(value) ? value[answer.at] : undefined;
    if (place === undefined) continue;
    if (answer.items === undefined) resolved[id] = { data: place, reads: answer.reads as string[] };
    else if (
      Array.isArray(place) &&
      Array.isArray(answer.items) &&
      answer.items.every((i) => Number.isInteger(i) && i >= 0 && i < place.length)
    )
      resolved[id] = { data: (answer.items as number[]).map((i) => place[i] as unknown), reads: answer.reads as string[] };
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

let read: { handover: FirstViewHandover | undefined } | undefined;

/** This page's handover, read once; undefined on a page the browser renders alone (or a handover that does not parse). */
export function firstViewHandover(doc: Document = document): FirstViewHandover | undefined {
  if (!read) {
    const text = doc.getElementById(FIRST_VIEW_ELEMENT_ID)?.textContent;
    let body: unknown;
    try {
      body = text ? unpackTables(JSON.parse(text)) : undefined;
    } catch {
      body = undefined;
    }
    read = { handover: parseHandover(body) };
  }
  return read.handover;
}
