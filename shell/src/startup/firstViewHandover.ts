/**
 * What a server-rendered page hands the browser: the release it was rendered with, its language and theme,
 * the image base it picked and the answers of its first view (a JSON script element the site server writes
 * after the root element; see tooling/site/render). This module imports nothing shared: the entry script
 * reads it before the shared singletons are negotiated.
 */
import type { FirstViewAnswers } from 'shared';
import { parseReleaseManifest, type ReleaseManifest } from '../federation/releaseManifest';

export const FIRST_VIEW_ELEMENT_ID = 'm-first-view';

export interface FirstViewHandover {
  release: ReleaseManifest;
  language: 'en' | 'pt';
  theme: 'dark' | 'light';
  imageBase: string;
  answers: FirstViewAnswers;
  queries: Record<string, { value: unknown; settledAt: number; staleMs: number; tags?: readonly string[] }>;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The handover when `body` has its shape (the release checked against its schema), otherwise undefined. */
export function parseHandover(body: unknown): FirstViewHandover | undefined {
  if (!isRecord(body)) return undefined;
  const { release, language, theme, imageBase, answers, queries } = body;
  const parsed = parseReleaseManifest(release);
  if (!('manifest' in parsed)) return undefined;
  if ((language !== 'en' && language !== 'pt') || (theme !== 'dark' && theme !== 'light')) return undefined;
  if (typeof imageBase !== 'string' || !isRecord(answers) || !isRecord(queries)) return undefined;
  return {
    release: parsed.manifest,
    language,
    theme,
    imageBase,
    answers: answers as FirstViewAnswers,
    queries: queries as FirstViewHandover['queries'],
  };
}

let read: { handover: FirstViewHandover | undefined } | undefined;

/** This page's handover, read once; undefined on a page the browser renders alone (or a handover that does not parse). */
export function firstViewHandover(doc: Document = document): FirstViewHandover | undefined {
  if (!read) {
    const text = doc.getElementById(FIRST_VIEW_ELEMENT_ID)?.textContent;
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = undefined;
    }
    read = { handover: parseHandover(body) };
  }
  return read.handover;
}
