import type { Page } from '@playwright/test';
import { autoDismissAnnouncements, type loginSession } from '../fixtures';
import { actOnceTakenOver } from '../site';

export type Session = Awaited<ReturnType<typeof loginSession>>;

/**
 * Makes `page` a walk's page: every load in `language`, signed in with `session` (or a guest), the download banner
 * shown (home is audited with it, then with it closed), announcement popups closed, each load taken over before
 * the walk goes on.
 */
export async function walkPage(page: Page, language: 'en' | 'pt', session: Session | null): Promise<Page> {
  await page.addInitScript(
    ({ language, session }) => {
      localStorage.setItem('m.language', language);
      localStorage.removeItem('m.downloadBarHidden');
      if (session) localStorage.setItem('m.session', JSON.stringify(session));
    },
    { language, session },
  );
  await autoDismissAnnouncements(page);
  return actOnceTakenOver(page);
}
