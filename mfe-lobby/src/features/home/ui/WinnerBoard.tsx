import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  fetchWinnerBoard,
  imageUrl,
  type WinnerEntry,
  useApi,
  useCurrencySymbol,
  useDebouncedEffect,
  useEvery,
  useLanguage,
  useOnScreen,
} from 'shared';
import { AsyncContent } from '../../../common/AsyncContent';
import { WINNER_BOARD, formatWinAmount, winnerLanguage, winnerListing, winnersMove } from '../model/winners';
import styles from './home.module.css';

/** The winner board: two rows scrolling through the latest 20 wins; reloads 250 ms after a language change. */
export function WinnerBoard() {
  const { t } = useTranslation('lobby');
  const language = useLanguage();
  const [requested, setRequested] = useState(language);
  useDebouncedEffect(() => setRequested(language), WINNER_BOARD.reloadDebounceMs, [language]);
  const state = useApi(() => fetchWinnerBoard({ language: winnerLanguage(requested), limitNum: WINNER_BOARD.limitNum }), [requested]);
  const symbol = useCurrencySymbol();
  return (
    <section className={styles.winners} data-testid="winner-board" aria-labelledby="winner-board-title">
      <div className={styles.winnerHead}>
        <h2 className={styles.sectionTitle} id="winner-board-title">
          {t('winner_board')}
        </h2>
      </div>
      <AsyncContent state={state} isEmpty={(list) => list.length === 0} emptyMessage={t('winner_empty')}>
        {(list) => <WinnerStrip entries={list} symbol={symbol} language={language} />}
      </AsyncContent>
    </section>
  );
}

/**
 * Two rows in view; with more entries, one row up every 4000 ms while on screen (a 500 ms slide), and after the
 * last entry the first again. The list repeats its first two rows at its end: once that slide ends, it jumps back
 * to the top without one, which shows the same rows. (Without motion there is no slide: the next step goes on
 * from the top.)
 */
function WinnerStrip({ entries, symbol, language }: { entries: WinnerEntry[]; symbol: string; language: string }) {
  const moving = winnersMove(entries.length);
  const [step, setStep] = useState(0);
  const list = useRef<HTMLUListElement>(null);
  const [viewport, onScreen] = useOnScreen<HTMLDivElement>();
  // Set through the style object, not a style attribute: the Content-Security-Policy refuses inline style attributes.
  useLayoutEffect(() => list.current?.style.setProperty('--winner-step', String(step)), [step]);
  useEvery(() => setStep((current) => (current >= entries.length ? 1 : current + 1)), moving && onScreen ? WINNER_BOARD.autoplayMs : null);
  return (
    <div ref={viewport} className={styles.winnerViewport} data-testid="winner-viewport">
      <ul
        ref={list}
        className={`${styles.winnerList} ${step > 0 ? styles.winnerMoving : ''}`}
        onTransitionEnd={() => step === entries.length && setStep(0)}
      >
        {winnerListing(entries).map((entry, index) => (
          <li key={`${entry.nodeId}-${index}`} aria-hidden={index >= entries.length || undefined}>
            <WinnerRow entry={entry} amount={formatWinAmount(entry.winAmount, symbol, language)} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function WinnerRow({ entry, amount }: { entry: WinnerEntry; amount: string }) {
  const { t } = useTranslation('lobby');
  const [imageFailed, setImageFailed] = useState(false);
  const src = imageUrl(entry.iconUrl);
  return (
    <div className={styles.winnerRow} data-testid="winner-entry">
      <span className={styles.winnerIcon}>
        {src && !imageFailed && (
          <img src={src} alt="" width={40} height={40} loading="lazy" decoding="async" onError={() => setImageFailed(true)} />
        )}
      </span>
      <span className={styles.winnerText}>
        <span className={styles.winnerName}>{entry.customerName}</span>
        <span className={styles.winnerGame}>{t('winner_won', { game: entry.gameName })}</span>
      </span>
      <span className={styles.winnerAmount}>{amount}</span>
    </div>
  );
}
