import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths, useCurrencySymbol, useEvery, useOnScreen, withQuery } from 'shared';
import { JACKPOT, jackpotAt } from '../model/jackpot';
import { formatWinAmount } from '../model/winners';
import styles from './home.module.css';

/**
 * The progressive jackpot figure, counting up once a second while it is on screen (scrolled back to, it shows the
 * figure of the time since home opened).
 */
export function JackpotSection() {
  const { t, i18n } = useTranslation('lobby');
  const symbol = useCurrencySymbol();
  const opened = useRef(Date.now());
  const [amount, setAmount] = useState(() => jackpotAt(0));
  const [ref, onScreen] = useOnScreen<HTMLElement>();
  useEvery(() => setAmount(jackpotAt(Date.now() - opened.current)), onScreen ? JACKPOT.tickMs : null);
  return (
    <section ref={ref} className={styles.jackpot} data-testid="jackpot" aria-labelledby="jackpot-title">
      <h2 className={styles.sectionTitle} id="jackpot-title">
        {t('section_jackpot')}
      </h2>
      <span className={styles.jackpotFigure} aria-live="off">
        {formatWinAmount(amount, symbol, i18n.language)}
      </span>
      <p className={styles.jackpotHint}>{t('jackpot_hint')}</p>
      <Link className={styles.jackpotPlay} to={withQuery(paths.gameList, { gameType: 'RNG' })}>
        {t('jackpot_play')}
      </Link>
    </section>
  );
}
