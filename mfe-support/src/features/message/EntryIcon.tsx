import type { MessageEntryId } from './messageEntries';
import { LineIcon } from '../../common/LineIcon';
import ui from '../../common/ui.module.css';

const PATHS: Record<MessageEntryId, string> = {
  telegram: 'M21 4 3 11l6 2 2 6 3-4 5 4zM9 13l9-7',
  notice: 'M4 10v4h3l6 4V6L7 10zM16 9a4 4 0 0 1 0 6M18.5 6.5a8 8 0 0 1 0 11',
  inbox: 'M4 6h16v12H4zM4 7l8 6 8-6',
  liveChat: 'M5 5h14v10H9l-4 4zM9 10h.01M12 10h.01M15 10h.01',
  affiliate: 'M8 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM2 20c0-3 3-5 6-5s6 2 6 5M16 11a3 3 0 1 0 0-6M18 15c2 .5 4 2 4 5',
};

/** Line icon of a message centre entry. */
export function EntryIcon({ id }: { id: MessageEntryId }) {
  return <LineIcon path={PATHS[id]} size={20} className={ui.iconBox} />;
}
