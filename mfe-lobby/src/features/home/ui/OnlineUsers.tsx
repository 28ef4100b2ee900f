import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from 'shared';
import { initialOnlineUsers, nextOnlineUsers, nextOnlineUsersDelay } from '../model/onlineUsers';
import { useOnlineUsersStore } from '../model/onlineUsersStore';
import styles from './home.module.css';

/** Where each language's sentence puts the figure. */
const FIGURE_PLACE = '\u2063';

/** The online-users figure: simulated, drifting -5..+5 every 5 to 10 minutes. */
export function OnlineUsers() {
  const { t, i18n } = useTranslation('lobby');
  const count = useOnlineUsersStore((s) => s.count);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      timer = setTimeout(() => {
        const store = useOnlineUsersStore.getState();
        store.set(nextOnlineUsers(store.count ?? initialOnlineUsers()));
        schedule();
      }, nextOnlineUsersDelay());
    };
    schedule();
    return () => clearTimeout(timer);
  }, []);
  // The figure has a place of its own in the sentence, as wide as any it shows: the server's "…" becoming the page's
  // figure once taken over moves nothing beside it.
  const [before, after = ''] = t('online_users', { figure: FIGURE_PLACE }).split(FIGURE_PLACE);
  return (
    <span className={styles.online} data-testid="online-users" data-count={count ?? undefined}>
      <span className={styles.onlineDot} aria-hidden />
      <span>
        {before}
        <span className={styles.onlineFigure}>{count === null ? '…' : formatNumber(count, i18n.language)}</span>
        {after}
      </span>
    </span>
  );
}
