import type { Page } from '@playwright/test';
import { autoDismissAnnouncements, type loginSession } from '../fixtures';
import { actOnceTakenOver } from '../site';

export type Session = Awaited<ReturnType<typeof loginSession>>;

/**
 * Makes `page` a walk's page: every load in `language` and `theme`, signed in with `session` (or a guest), the download banner
 * shown (home is audited with it, then with it closed), announcement popups closed, each load taken over before
 * the walk goes on.
 */
export async function walkPage(
  page: Page,
  language: 'en' | 'pt',
  session: Session | null,
  theme: 'dark' | 'light' = 'dark',
): Promise<Page> {
  // The theme in the cookie the server renders in, and in the storage the page keeps it in.
  await page.context().addCookies([{ name: 'm_theme', value: theme, domain: 'localhost', path: '/' }]);
  await page.addInitScript(
    ({ language, session, theme }) => {
      localStorage.setItem('m.theme', theme);
      localStorage.setItem('m.language', language);
      localStorage.removeItem('m.downloadBarHidden');
      if (session) localStorage.setItem('m.session', JSON.stringify(session));
    },
    { language, session, theme },
  );
  await autoDismissAnnouncements(page);
  return actOnceTakenOver(page);
}
