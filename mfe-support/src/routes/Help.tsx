import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { AreaRoot } from 'shared';
import '../i18n';
import { Loaded } from '../common/Loaded';
import { HelpAccordion, HelpFooterStrip, helpTarget, targetQuery, type HelpTarget, useHelpCentre } from '../features/help';
import ui from '../common/ui.module.css';

/** Help centre (/m/help?p&tag&c): the accordion opens at what the query names; the URL keeps what is open. */
export default function Help() {
  const { t } = useTranslation('support');
  const help = useHelpCentre();
  const [query, setQuery] = useSearchParams();
  const open = (target: HelpTarget) => setQuery(targetQuery(target), { replace: true });
  return (
    <AreaRoot area="support">
      <div className={ui.page}>
        <Loaded state={help} isEmpty={(items) => items.length === 0} emptyMessage={t('help_empty')}>
          {(items) => (
            <>
              <HelpAccordion items={items} open={helpTarget(items, query)} onOpen={open} />
              <HelpFooterStrip items={items} />
            </>
          )}
        </Loaded>
      </div>
    </AreaRoot>
  );
}
