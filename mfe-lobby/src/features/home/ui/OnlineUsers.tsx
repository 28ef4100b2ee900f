import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from 'shared';
import { initialOnlineUsers, nextOnlineUsers, nextOnlineUsersDelay } from '../model/onlineUsers';
import { useOnlineUsersStore } from '../model/onlineUsersStore';
import styles from './home.module.css';

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
  return (
    <span className={styles.online} data-testid="online-users" data-count={count ?? undefined}>
      <span className={styles.onlineDot} aria-hidden />
      {t('online_users', { figure: count === null ? '…' : formatNumber(count, i18n.language) })}
    </span>
  );
}
