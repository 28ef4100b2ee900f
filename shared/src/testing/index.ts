/** Test helpers for areas: i18n ready, a fresh session, a router around a screen. */
export { initI18n } from '../i18n/setup';
export { renderWithRouter } from './renderWithRouter';
