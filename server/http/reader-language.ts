import type { FastifyRequest } from 'fastify';
import { FALLBACK_LANGUAGE, isLanguage, LANGUAGE_COOKIE, type Language } from '../../common/constants';

// "in" is the withdrawn ISO 639 code of Indonesian that older systems still send.
const ALIASES: Readonly<Record<string, Language>> = { in: 'id' };

/**
 * The language of `header` (Accept-Language) the interface speaks, by quality then order; null
 * when it names none (`*` included: it asks for nothing in particular).
 */
export function acceptedLanguage(header: string | undefined): Language | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, order) => {
      const [range = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { primary: range.trim().toLowerCase().split('-')[0] ?? '', quality: q ? Number(q) : 1, order };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.order - b.order);
  for (const { primary } of ranked) {
    const language = ALIASES[primary] ?? primary;
    if (isLanguage(language)) return language;
  }
  return null;
}

/**
 * The language the reader chose: the cookie the web app writes with each choice (a signed-in
 * person's preference included), or null when it names none.
 */
export function chosenLanguage(request: FastifyRequest): Language | null {
  const chosen = request.cookies[LANGUAGE_COOKIE];
  return isLanguage(chosen) ? chosen : null;
}

/** The reader's language for the page's `<html lang>`: the one they chose, else their browser's. */
export function readerLanguage(request: FastifyRequest): Language {
  return chosenLanguage(request) ?? acceptedLanguage(request.headers['accept-language']) ?? FALLBACK_LANGUAGE;
}
