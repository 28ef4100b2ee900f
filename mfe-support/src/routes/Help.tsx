import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { AreaRoot, EmptyData } from 'shared';
import '../i18n';
import { Loaded } from '../lib/Loaded';
import { HelpAccordion } from '../features/help/HelpAccordion';
import { HelpFooterStrip } from '../features/help/HelpFooterStrip';
import { helpTarget, targetQuery, type HelpTarget } from '../features/help/helpQuery';
import { useHelpCentre } from '../features/help/useHelpCentre';
import ui from '../lib/ui.module.css';

/** Help centre (/m/help?p&tag&c): the accordion opens at what the query names; the URL keeps what is open. */
export default function Help() {
  const { t } = useTranslation('support');
  const help = useHelpCentre();
  const [query, setQuery] = useSearchParams();
  const open = (target: HelpTarget) => setQuery(targetQuery(target), { replace: true });
  return (
    <AreaRoot area="support">
      <div className={ui.page}>
        <Loaded state={help}>
          {(items) =>
            items.length === 0 ? (
              <EmptyData message={t('help_empty')} />
            ) : (
              <>
                <HelpAccordion items={items} open={helpTarget(items, query)} onOpen={open} />
                <HelpFooterStrip items={items} />
              </>
            )
          }
        </Loaded>
      </div>
    </AreaRoot>
  );
}
