import { useTranslation } from 'react-i18next';
import type { Game, VendorTile } from 'shared';
import { HomeGameRows } from './HomeGameRows';
import { JackpotSection } from './JackpotSection';
import { LotteryHistorySection, LotterySection } from './LotterySections';
import { NavSection } from './NavSection';
import { NoticeSection } from './NoticeSection';
import { VendorRow } from './VendorRow';
import { WinnerBoard } from './WinnerBoard';
import styles from './home.module.css';

/** Home's lobby tab: game rows, sports and lottery tiles, winners, jackpot, lottery, notices and links. */
export function HomeAll({ onOpen }: { onOpen(game: Game | VendorTile): void }) {
  const { t } = useTranslation('lobby');
  return (
    <div className={styles.sections}>
      <HomeGameRows onOpen={onOpen} />
      <VendorRow gameType="SPORTS" title={t('section_sports')} onOpen={onOpen} />
      <WinnerBoard />
      <JackpotSection />
      <VendorRow gameType="ELOTT" title={t('section_lottery_vendors')} onOpen={onOpen} />
      <LotterySection onOpen={onOpen} />
      <LotteryHistorySection onOpen={onOpen} />
      <NoticeSection />
      <NavSection />
    </div>
  );
}
