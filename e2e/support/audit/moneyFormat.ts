import type { Page } from '@playwright/test';
import { tid } from '../fixtures';

/** Money as Portuguese writes it: two decimals after a comma, thousands after a dot; the winner board and jackpot show none (§9, 9.2). */
const MONEY_PT = /^−?₱\d{1,3}(\.\d{3})*,\d{2}$/;
const WHOLE_MONEY_PT = /^₱\d{1,3}(\.\d{3})*$/;

export interface MoneyFigure {
  family: string;
  selector: string;
  format: RegExp;
}

/** One money figure per screen family, seen as player01 (`home` for every home path, the others by route). */
export const MONEY_FIGURES: Readonly<Record<string, readonly MoneyFigure[]>> = {
  home: [
    { family: 'header balance', selector: `${tid('app-header')} ${tid('balance-amount')}`, format: MONEY_PT },
    { family: 'winner board', selector: tid('winner-entry'), format: WHOLE_MONEY_PT },
    { family: 'jackpot', selector: tid('jackpot'), format: WHOLE_MONEY_PT },
  ],
  '/m/member/home': [{ family: 'member centre', selector: `[data-remote="account"] ${tid('balance-amount')}`, format: MONEY_PT }],
  '/m/withdraw': [{ family: 'withdraw', selector: `[data-remote="account"] ${tid('balance-amount')}`, format: MONEY_PT }],
  '/m/gameRecord': [{ family: 'game history', selector: tid('record-summary'), format: MONEY_PT }],
  '/m/rewardCenter': [{ family: 'reward centre', selector: tid('reward'), format: MONEY_PT }],
  '/m/leaderBoard': [{ family: 'leaderboard', selector: tid('leaderboard-row'), format: MONEY_PT }],
  '/m/inviteFriends': [{ family: 'invite friends', selector: tid('referral'), format: MONEY_PT }],
};

/** The money figures of a screen family (a key of MONEY_FIGURES) that are missing or not written as Portuguese writes money. */
export async function moneyOffFormat(page: Page, family: string): Promise<string[]> {
  const off: string[] = [];
  for (const { family: name, selector, format } of MONEY_FIGURES[family] ?? []) {
    const figure = page.locator(selector).first();
    const shown = await figure
      .filter({ hasText: /\d/ })
      .scrollIntoViewIfNeeded({ timeout: 10_000 })
      .then(() => true)
      .catch(() => false);
    if (!shown) {
      off.push(`${name}: no figure with a digit shown`);
      continue;
    }
    const text = (await figure.textContent()) ?? '';
    // A hyphen before an amount is caught too: money's minus sign is U+2212 (docs/product-rules.md §2, 2.61).
    const amounts = text.match(/[-−]?₱[\d.,]*\d/g) ?? [];
    if (!amounts.length) off.push(`${name}: no amount with its currency in "${text}"`);
    off.push(...amounts.filter((amount) => !format.test(amount)).map((amount) => `${name}: ${amount}`));
  }
  return off;
}
