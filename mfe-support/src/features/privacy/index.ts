/** The privacy policy's sections and their texts. */
export { paragraphKey, PRIVACY_SECTIONS, sectionTitleKey } from './privacySections';
