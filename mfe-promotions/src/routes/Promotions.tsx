import { useTranslation } from 'react-i18next';
import { AreaRoot } from 'shared';
import '../i18n';
import { PromotionList, PROMOTIONS_QUERY } from '../features/promotions';
import { PageHeading } from '../common/PageHeading';

/** /m/activity: the ongoing promotions. */
export default function Promotions() {
  const { t } = useTranslation('promotions');
  return (
    <AreaRoot area="promotions">
      <PageHeading>{t('promotions_title')}</PageHeading>
      <PromotionList query={PROMOTIONS_QUERY} />
    </AreaRoot>
  );
}
