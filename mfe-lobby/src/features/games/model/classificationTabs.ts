/** One tab of the classification filter bar. */
export interface ClassificationTab {
  /** 'new', 'all', 'fav' or a vendor classification. */
  id: string;
  /** i18n key of the label (`classify_{id}` for a vendor classification). */
  labelKey: string;
  /** What a vendor classification shows when the site has no text for it: its code made readable. */
  label?: string;
}

export const NEW_TAB = 'new';
export const ALL_TAB = 'all';
export const FAV_TAB = 'fav';

/** The filter bar is hidden for SPORTS. */
export const showsClassificationBar = (gameType: string): boolean => gameType !== 'SPORTS';

/**
 * Tabs in order: New (RNG only), All, Favourite, then the vendor's own classifications when it has more
 * than one.
 */
export function classificationTabs(gameType: string, vendorClassifications: readonly string[] = []): ClassificationTab[] {
  const tabs: ClassificationTab[] = [];
  if (gameType === 'RNG') tabs.push({ id: NEW_TAB, labelKey: 'game_new' });
  tabs.push({ id: ALL_TAB, labelKey: 'in_type_all' }, { id: FAV_TAB, labelKey: 'in_favorite' });
  if (vendorClassifications.length > 1) {
    for (const name of vendorClassifications)
      if (![NEW_TAB, ALL_TAB, FAV_TAB].includes(name)) tabs.push({ id: name, labelKey: `classify_${name}`, label: readableCode(name) });
  }
  return tabs;
}

/** The vendor filter is hidden while New is active. */
export const showsVendorFilter = (activeTab: string | null): boolean => activeTab !== NEW_TAB;

/** A server code as words: `game-show` → `Game show` (docs/product-rules.md §2, 2.46). */
export function readableCode(code: string): string {
  const words = code.replace(/[-_]+/g, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
