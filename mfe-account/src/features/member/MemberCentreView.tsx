import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { ErrorPanel, errorMessage, imageUrl, paths, type SessionInfo } from 'shared';
import { Balance } from '../balance';
import { logout } from './logout';
import { MEMBER_ENTRIES } from './entries';
import { useMemberInfo } from './useMemberInfo';
import { vipBadgeText, vipLabel } from './vipLabel';
import styles from './member.module.css';

/** The member centre of a real account: who they are, their balance and the ways into the account area. */
export function MemberCentreView({ session }: { session: SessionInfo }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const member = useMemberInfo(session.token);
  const info = member.info;
  const account = info?.account || session.userName;
  const nickname = info?.nickname || account;
  const label = vipLabel(info);

  const signOut = async () => {
    if (await logout()) navigate(paths.home);
  };

  return (
    <div className={styles.page}>
      <section className={styles.profile} data-testid="member-info" aria-busy={member.status === 'loading'}>
        <div className={styles.avatar} aria-hidden>
          {info?.headIcon ? <img src={imageUrl(info.headIcon)} alt="" width={60} height={60} loading="lazy" /> : account.slice(0, 1)}
        </div>
        <div className={styles.who}>
          <p className={styles.nickname} data-testid="member-nickname">
            {nickname}
          </p>
          <p className={styles.account}>
            {t('account_label')} <strong data-testid="member-account">{account}</strong>
          </p>
          <span className={styles.vip} data-testid="member-vip" aria-label={t('vip_label', { label })}>
            {vipBadgeText(label)}
          </span>
        </div>
      </section>
      {member.status === 'error' && <ErrorPanel message={errorMessage(member.error, t)} onRetry={member.reload} />}

      <Balance />

      <nav className={styles.quick} aria-label={t('wallet')}>
        <Link className={styles.quickLink} to={paths.deposit} data-testid="entry-deposit">
          <EntryIcon path="M12 4v12M7 11l5 5 5-5M4 20h16" />
          {t('deposit')}
        </Link>
        <Link className={styles.quickLink} to={paths.withdraw} data-testid="entry-withdraw">
          <EntryIcon path="M12 20V8M7 13l5-5 5 5M4 4h16" />
          {t('withdraw')}
        </Link>
      </nav>

      <ul className={styles.entries} aria-label={t('member_menu')}>
        {MEMBER_ENTRIES.map((entry) => (
          <li key={entry.key}>
            <Link className={styles.entry} to={entry.to} data-testid={entry.key.replace(/_/g, '-')}>
              <EntryIcon path={entry.icon} />
              {t(entry.key)}
            </Link>
          </li>
        ))}
      </ul>

      <button type="button" className={styles.logout} onClick={() => void signOut()} data-testid="member-logout">
        {t('logout_button')}
      </button>
    </div>
  );
}

function EntryIcon({ path }: { path: string }) {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      aria-hidden
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={path} />
    </svg>
  );
}
