import type { Page } from '@playwright/test';
import { ACCOUNTS, autoDismissAnnouncements, expect, openArea, openAreaSignedIn, signInAs, test, tid } from '../support/fixtures';

// Everything a player reads in their language (issue 34, item 2): form errors the backend sends in English, from the
// forms kit's texts (docs/product-rules.md §8, 8.7); server content asked in the player's language (§2, 2.58); and
// counts through i18next's plural forms.

const field = (page: Page, name: string) => page.locator(`input[name="${name}"]`);
const fieldError = (page: Page, name: string) => page.locator(`[data-field-error="${name}"]`);

/** The page opens in Portuguese, on the server as in the browser (the `m_lang` cookie and the stored choice). */
async function inPortuguese(page: Page) {
  await page.addInitScript(() => localStorage.setItem('m.language', 'pt'));
  await page.context().addCookies([{ name: 'm_lang', value: 'pt', url: 'http://localhost' }]);
}

test.describe('form errors in Portuguese', () => {
  test('login: the server’s refusal', async ({ page, api: _api }) => {
    await inPortuguese(page);
    await openArea(page, '/m/login');
    await field(page, 'username').fill('player01');
    await field(page, 'password').fill('Wrong#2026');
    await page.locator('form button[type="submit"]').first().click();
    await expect(page.getByTestId('form-error')).toHaveText('Desculpe, o usuário não existe ou está desativado');
  });

  test('register: the server’s field rules', async ({ page, api: _api }) => {
    await inPortuguese(page);
    await openArea(page, '/m/register');
    await field(page, 'username').fill('ab');
    await field(page, 'password').fill('Fresh#2026');
    await field(page, 'confirmPassword').fill('Fresh#2026');
    await field(page, 'nickname').fill('<b>');
    await field(page, 'payeeName').fill('1');
    await page.click(tid('register-terms'));
    await page.click(tid('register-submit'));
    await expect(fieldError(page, 'username')).toHaveText('Formato de conta, senha ou e-mail incorreto');
    await expect(fieldError(page, 'nickname')).toHaveText('Formato de nome inválido');
    await expect(fieldError(page, 'payeeName')).toHaveText('Formato de nome inválido');
  });

  test('change password: the server’s refusal of the old password', async ({ page, api: _api }) => {
    await inPortuguese(page);
    await openAreaSignedIn(page, '/m/changePsw');
    await field(page, 'oldPassword').fill('Wrong#2026');
    await field(page, 'newPassword').fill('Changed#2026');
    await field(page, 'confirmNewPassword').fill('Changed#2026');
    await page.locator('form button[type="submit"]').first().click();
    await expect(page.getByTestId('form-error')).toHaveText('A senha atual está incorreta');
  });

  test('payment password: its rule', async ({ page, api: _api }) => {
    await inPortuguese(page);
    await signInAs(page, ACCOUNTS.contract);
    await openArea(page, '/m/paymentPassword');
    await field(page, 'paymentPassword').fill('12ab');
    await field(page, 'confirmPaymentPassword').fill('12ab');
    await page.click(tid('payment-password-submit'));
    await expect(fieldError(page, 'paymentPassword')).toHaveText('A senha de pagamento deve ter 6 dígitos');
  });

  test('payout account: the holder’s and the bank’s rules', async ({ page, api: _api }) => {
    await inPortuguese(page);
    await openAreaSignedIn(page, '/m/payoutAccount');
    await page.click(tid('payout-bank-BDO'));
    await field(page, 'accountName').fill('1');
    await field(page, 'accountNumber').fill('123');
    await field(page, 'paymentPassword').fill('123456');
    await page.click(tid('payout-submit'));
    await expect(fieldError(page, 'accountName')).toHaveText('Formato de nome inválido');
    await expect(fieldError(page, 'accountNumber')).toHaveText('O número da conta deve ter de 10 a 12 dígitos');
  });

  test('agent register: the server’s field rules', async ({ page, api: _api }) => {
    await inPortuguese(page);
    await openArea(page, '/m/agentRegister');
    const form = page.locator(tid('agent-register-form'));
    await form.locator('[name="username"]').fill('ab');
    await form.locator('[name="password"]').fill('Agent#2026x');
    await form.locator('[name="confirmPassword"]').fill('Agent#2026x');
    await form.locator('[name="terms"]').check();
    await form.locator('button[type="submit"]').click();
    await expect(fieldError(page, 'username')).toHaveText('Formato de conta, senha ou e-mail incorreto');
  });
});

test('server content comes in Portuguese: help, ticker, promotions, inbox, rewards, invite rules, and the streak counts right', async ({
  page,
  api,
}) => {
  await api.flags({ REWCEN3: true, referral: true, login: true });
  autoDismissAnnouncements(page);
  await inPortuguese(page);
  await openAreaSignedIn(page, '/m/help');
  await expect(page.getByTestId('help-section').first()).toContainText('Conta');
  await expect(page.locator('[data-remote="support"]')).toContainText('Segurança e privacidade');

  await openArea(page, '/m/home');
  await expect(page.locator('[data-remote="lobby"]')).toContainText('Canais de depósito atualizados');
  await expect(page.locator('[data-remote="lobby"]')).not.toContainText('Deposit channels updated');

  await openArea(page, '/m/activity');
  await expect(page.getByTestId('promotion-card').first()).toContainText('Bônus de boas-vindas de 100%');

  await openArea(page, '/m/rewardCenter');
  await expect(page.getByTestId('reward').first()).toContainText('Presente do primeiro login');

  await openArea(page, '/m/inviteFriends');
  await expect(page.getByTestId('invite-rules')).toHaveText(
    'Convide amigos com o seu link. Quando um amigo deposita, você ganha ₱188,00, mais 1% das apostas válidas dele.',
  );

  await openArea(page, '/m/activity/signIn');
  await expect(page.getByTestId('sign-in-streak')).toHaveText('0 dias seguidos');

  await openArea(page, '/m/webEmail');
  await expect(page.getByTestId('inbox-item').first()).toContainText('Rebate creditado');
  // Switched to English on the page, the inbox is asked again, in English.
  await page.click(tid('side-menu-button'));
  await page.click(tid('language-en'));
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('inbox-item').first()).toContainText('Rebate credited');
});

test('an agent’s contract offer comes in Portuguese: its title, summary and terms', async ({ page, api: _api }) => {
  autoDismissAnnouncements(page);
  await inPortuguese(page);
  await signInAs(page, ACCOUNTS.contract);
  await openArea(page, '/m/member/agent/getSalaryContract');
  const offer = page.getByTestId('contract-request');
  await expect(offer.locator('#contract-title')).toHaveText('Contrato de salário diário');
  await expect(offer).toContainText('oferece a você um salário diário');
  await expect(page.getByTestId('contract-terms')).toContainText('Salário de 100 por dia');
  await expect(page.getByTestId('contract-terms')).not.toContainText('Salary');
});
