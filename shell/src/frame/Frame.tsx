import type { ReactNode } from 'react';
import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { bus, isHomePath, useSession } from 'shared';
import { useFirstAreaSettled } from '../federation/firstAreaRendered';
import { Widget } from '../federation/Widget';
import { AppHeader } from './AppHeader';
import { DownloadBanner, useDownloadBannerState } from './DownloadBanner';
import { Footer } from './Footer';
import { NavBar } from './NavBar';
import { SideMenu } from './SideMenu';
import { useFrame } from './useFrame';
import { useWhenNothingOpen } from './playerOverlay';
import { useScrollRestoration } from './useScrollRestoration';
import { useAnnouncementPopupDone } from './homePopupOrder';
import { useSwipeBack } from './useSwipeBack';
import styles from './frame.module.css';

/** The page frame around every routed area. */
export function Frame({ children }: { children: ReactNode }) {
  const frame = useFrame();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const banner = useDownloadBannerState();
  const swipe = useSwipeBack(frame.backArrow, frame.back);
  useScrollRestoration();
  return (
    <div className={styles.frame} {...swipe}>
      {frame.downloadBanner && !banner.hidden && <DownloadBanner onClose={banner.hide} />}
      {frame.appHeader && (
        <AppHeader onMenu={() => setMenuOpen(true)} showDownload={isHomePath(pathname) && !frame.insideApp && banner.hidden} />
      )}
      {frame.navBar && (
        <NavBar titleKey={frame.route.titleKey} showBack={frame.backArrow} back={frame.back} underHeader={frame.appHeader} />
      )}
      <main className={styles.main}>{children}</main>
      {isHomePath(pathname) && <HomeWidgets />}
      {frame.footer && <Footer />}
      <SideMenu open={menuOpen} onClose={closeMenu} />
      <AppDownloadHost />
    </div>
  );
}

/**
 * Cross-area widgets composed on home once its first screen has rendered and the browser is idle (they are
 * not part of what the player waits for): download-promo strip, the support area's floating
 * customer-service button, announcement popup and, for logged-in players
 * only (guests never have contracts, so they never download that area's code), the pending-contract alert.
 * The two popups never open over a menu or dialog the player has open: they wait until it is closed. They come one
 * at a time, the announcement popup first and the contract alert once it is out of the way (docs/product-rules.md §4, 4.19).
 */
function HomeWidgets() {
  const session = useSession();
  const settled = useFirstAreaSettled();
  const popupsAllowed = useWhenNothingOpen(settled);
  const announcementDone = useAnnouncementPopupDone(settled);
  const contractAlertAllowed = useWhenNothingOpen(settled && announcementDone);
  if (!settled) return null;
  return (
    <>
      <Widget name="downloadPromoStrip" />
      <Widget name="customerServiceButton" />
      {popupsAllowed && <Widget name="announcementPopup" />}
      {contractAlertAllowed && session && <Widget name="contractAlert" />}
    </>
  );
}

/** The support area's app download popup, loaded the first time something asks for it. */
function AppDownloadHost() {
  const [open, setOpen] = useState(false);
  useEffect(() => bus.on('app-download:open', () => setOpen(true)), []);
  return open ? <Widget name="appDownloadPopup" props={{ onClose: () => setOpen(false) }} /> : null;
}
