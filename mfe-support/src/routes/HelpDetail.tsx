import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { AreaRoot, EmptyData, paths } from 'shared';
import '../i18n';
import { Loaded } from '../common/Loaded';
import { HelpFooterStrip, helpTarget, HelpDetailCard, useHelpCentre } from '../features/help';
import ui from '../common/ui.module.css';

/** One help item (/m/helpDetail?p&tag&c): its text, or one child's, with links to its questions. */
export default function HelpDetail() {
  const { t } = useTranslation('support');
  const help = useHelpCentre();
  const [query] = useSearchParams();
  return (
    <AreaRoot area="support">
      <div className={ui.page}>
        <Loaded state={help}>
          {(items) => {
            const target = helpTarget(items, query);
            const item = target.section === null ? undefined : items[target.section];
            if (!item || target.section === null) {
              return (
                <>
                  <EmptyData message={t('help_not_found')} />
                  <Link className={ui.secondary} to={paths.help}>
                    {t('help_back_to_list')}
                  </Link>
                </>
              );
            }
            return (
              <>
                <HelpDetailCard item={item} section={target.section} child={target.child} />
                <HelpFooterStrip items={items} />
              </>
            );
          }}
        </Loaded>
      </div>
    </AreaRoot>
  );
}
