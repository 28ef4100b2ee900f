import type { Language } from 'shared';

/** The language code backend calls expect ('EN', 'PT'). */
export const apiLanguage = (language: Language): string => language.toUpperCase();
