/** The privacy policy's sections (docs/product-rules.md §1), in order; each has a title key and paragraph keys. */
export const PRIVACY_SECTIONS = [
  { id: 'introduction', paragraphs: 2 },
  { id: 'purpose', paragraphs: 2 },
  { id: 'access', paragraphs: 2 },
  { id: 'confidentiality', paragraphs: 2 },
  { id: 'recipients', paragraphs: 2 },
  { id: 'monitoring', paragraphs: 2 },
] as const;

export const sectionTitleKey = (id: string) => `privacy_${id}_title`;
export const paragraphKey = (id: string, index: number) => `privacy_${id}_p${index + 1}`;
