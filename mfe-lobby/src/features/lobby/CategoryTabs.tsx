import { useTranslation } from 'react-i18next';
import { fetchVendorSorting, useApi } from 'shared';
import { LOBBY_CATEGORY } from '../games';
import { lobbyCategories } from './categories';
import styles from '../../common/ui.module.css';

interface CategoryTabsProps {
  active: string;
  onSelect(category: string): void;
}

/** Lobby plus each vendor-sorting category; while the sorting loads (or fails) only the lobby tab shows. */
export function CategoryTabs({ active, onSelect }: CategoryTabsProps) {
  const { t } = useTranslation('lobby');
  const sorting = useApi(fetchVendorSorting, []);
  const categories = lobbyCategories(sorting.data ?? []);
  if (!categories.includes(active)) categories.push(active);
  return (
    <div className={styles.chips} role="tablist" aria-label={t('categories_label')} data-testid="category-tabs">
      {categories.map((category) => (
        <button
          key={category}
          type="button"
          role="tab"
          className={styles.chip}
          data-testid="category-tab"
          data-category={category}
          aria-selected={category === active}
          onClick={() => onSelect(category)}
        >
          {t(category === LOBBY_CATEGORY ? 'category_lobby' : `type_${category}`, { defaultValue: category })}
        </button>
      ))}
    </div>
  );
}
