import { useTranslation } from 'react-i18next';
import { AreaRoot } from 'shared';
import '../i18n';
import { PromotionList, VIP_QUERY } from '../features/promotions';
import { PageHeading } from '../common/PageHeading';
import { PerkGrid } from '../features/vip';
import page from '../common/page.module.css';
import styles from './vip.module.css';

/** /m/vip: the fixed VIP perks, then the VIP (UPGRADE_BONUS) promotions. */
export default function Vip() {
  const { t } = useTranslation('promotions');
  return (
    <AreaRoot area="promotions">
      <PageHeading>{t('vip_title')}</PageHeading>
      <p className={styles.intro}>{t('vip_intro')}</p>
      <PerkGrid />
      <h2 className={page.subheading}>{t('vip_promotions')}</h2>
      <PromotionList query={VIP_QUERY} emptyMessage={t('vip_promotions_empty')} />
    </AreaRoot>
  );
}
