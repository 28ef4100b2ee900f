/** Test helpers for areas: i18n ready, a fresh session, a router around a screen, hostile HTML, text and translation checks. */
export { initI18n } from '../i18n/setup';
export { renderWithRouter, at, type ScreenPlace } from './renderWithRouter';
export { XSS_FLAG, XSS_PAYLOADS, type XssPayload } from './xssPayloads';
export { activeMarkupIn } from './activeMarkup';
export { default as commonEnglish } from '../i18n/locales/common.en.json';
export { keysMissingFromEnglish, usedTranslationKeys, type UsedTranslationKey } from './translationKeys';
export { hardCodedTexts, type HardCodedText } from './hardCodedText';
export { controlledIntersections, openedAs } from './browserStubs';
export { pressEscape, tapBackdrop } from './dialogs';
export { setTransport, resetTransport, type Transport, type TransportRequest } from '../api/transport';
export { jsonResponse } from './jsonResponse';
export { EUROPEAN_PORTUGUESE_WORDS, europeanWordsIn, interpolationVariables, portugueseProblems } from './portugueseTexts';
export { standIns } from './standIns';
export { brandSettings, fieldRule, FLAGS_OFF, REGISTER_FIELDS, registerSettings } from './settings';
