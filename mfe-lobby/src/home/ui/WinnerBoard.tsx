import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Swiper, SwiperSlide } from 'swiper/react';
import Autoplay from 'swiper/modules/autoplay';
import 'swiper/css';
import { fetchWinnerBoard, imageUrl, type WinnerEntry, useApi, useCurrencySymbol, useDebouncedEffect, useLanguage } from 'shared';
import { AsyncContent } from '../../ui/AsyncContent';
import { WINNER_BOARD, formatWinAmount, winnerLanguage, winnerSwiperOptions } from '../model/winners';
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

function WinnerStrip({ entries, symbol, language }: { entries: WinnerEntry[]; symbol: string; language: string }) {
  const options = winnerSwiperOptions(entries.length);
  return (
    <div className={styles.winnerViewport}>
      <Swiper modules={[Autoplay]} {...options} className={styles.winnerSwiper}>
        {entries.map((entry, index) => (
          <SwiperSlide key={`${entry.nodeId}-${index}`}>
            <WinnerRow entry={entry} amount={formatWinAmount(entry.winAmount, symbol, language)} />
          </SwiperSlide>
        ))}
      </Swiper>
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
