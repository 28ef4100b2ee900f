import type { FastifyRequest } from 'fastify';
import type { ContentLanguage } from '../seed/portuguese.js';

/**
 * The language a request asks content in: the help centre's `lang` query (`EN`, `PT`), else the first language
 * of `Accept-Language` the backend has (Portuguese for any `pt` tag), else English.
 */
export function requestLanguage(request: Pick<FastifyRequest, 'headers' | 'query'>): ContentLanguage {
  const query = request.query as { lang?: unknown } | undefined;
  const lang = typeof query?.lang === 'string' ? query.lang.trim().toLowerCase() : '';
  if (lang) return lang.startsWith('pt') ? 'pt' : 'en';
  const header = request.headers['accept-language'];
  const wanted = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((part) => part.split(';')[0]?.trim().toLowerCase() ?? '')
    .find((tag) => tag.startsWith('pt') || tag.startsWith('en'));
  return wanted?.startsWith('pt') ? 'pt' : 'en';
}
