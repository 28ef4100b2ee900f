/**
 * The payout account list against a stand-in backend (the real client and query cache, `shared/testing`'s transport):
 * removal with its confirmation, a new account brought into view, and the format hints.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { user } from '../testing/user';
import { queryCache, setLanguage, setRuntimeConfig, useSessionStore, type PayoutAccount } from 'shared';
import { jsonResponse, resetTransport, setTransport, registerSettings } from 'shared/testing';
import PayoutAccountRoute from './PayoutAccount';
import { payoutAccounts } from '../testing/cashier';
import { PLAYER_SESSION } from '../testing/fixtures';
import { renderScreen } from '../testing/renderScreen';

interface Backend {
  accounts: PayoutAccount[];
  asked: string[];
  /** The next removal fails this way (once). */
  removal?: { success: false; message: string; code?: string };
}
let backend: Backend;
const account = (n: number, over: Partial<PayoutAccount> = {}): PayoutAccount => ({
  id: `PA${n}`,
  bankCode: 'BDO',
  bankName: 'BDO Unibank',
  accountName: 'Player One',
  maskedNumber: `****000${n}`,
  ...over,
});

beforeEach(() => {
  setRuntimeConfig({ apiBase: '/wps', merchantCode: 'mcasino' });
  queryCache.clear();
  useSessionStore.getState().signIn(PLAYER_SESSION);
  backend = { accounts: [account(1)], asked: [] };
  setTransport(async ({ method, url, body }) => {
    const path = new URL(url, 'http://site').pathname.replace(/^\/wps/, '');
    backend.asked.push(`${method} ${path}`);
    const sent = body ? (JSON.parse(body) as Record<string, string>) : {};
    if (path === '/system/setting/register') return jsonResponse({ success: true, value: registerSettings() });
    if (path === '/member/paymentPassword') return jsonResponse({ success: true, value: { set: true } });
    if (path === '/member/payoutAccounts' && method === 'GET') {
      return jsonResponse({ success: true, value: payoutAccounts({ accounts: backend.accounts }) });
    }
    if (path === '/member/payoutAccounts' && method === 'POST') {
      const added = account(backend.accounts.length + 1, { accountName: sent.accountName ?? '' });
      backend.accounts = [...backend.accounts, added];
      return jsonResponse({ success: true, value: added });
    }
    if (path === '/member/payoutAccounts' && method === 'DELETE') {
      const refusal = backend.removal;
      backend.removal = undefined;
      if (refusal) return jsonResponse({ ...refusal, value: null });
      backend.accounts = backend.accounts.filter((a) => a.id !== sent.id);
      return jsonResponse({ success: true, value: null });
    }
    return jsonResponse({ success: false, message: `Unknown call: ${method} ${path}` }, 404);
  });
});
afterEach(() => resetTransport());

const open = async () => {
  renderScreen(<PayoutAccountRoute />, { url: '/m/payoutAccount' });
  await screen.findAllByTestId('payout-account');
};
const rowOf = (id: string) => screen.getAllByTestId('payout-account').find((row) => row.dataset.id === id);
const input = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;

describe('Payout accounts: removal', () => {
  it('asks to confirm first; cancelled, nothing is removed', async () => {
    await open();
    await user.click(screen.getByRole('button', { name: 'Remove BDO Unibank ****0001' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Remove this payout account?');
    expect(dialog.textContent).toContain('BDO Unibank ****0001 will no longer be offered for withdrawals.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(backend.asked).not.toContain('DELETE /member/payoutAccounts');
    expect(rowOf('PA1')).toBeTruthy();
  });

  it('confirmed, removes it and the list is read again', async () => {
    backend.accounts = [account(1), account(2)];
    await open();
    await user.click(screen.getByRole('button', { name: 'Remove BDO Unibank ****0002' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.getAllByTestId('payout-account').map((row) => row.dataset.id)).toEqual(['PA1']));
    expect(await screen.findByText('Payout account removed')).toBeTruthy();
    expect(screen.getByText('Accounts on file (1 of 5)')).toBeTruthy();
  });

  it('at the limit, a removal brings the form back', async () => {
    backend.accounts = [1, 2, 3, 4, 5].map((n) => account(n));
    await open();
    expect(screen.getByTestId('payout-limit')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove BDO Unibank ****0003' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByTestId('payout-form')).toBeTruthy();
    expect(screen.queryByTestId('payout-limit')).toBeNull();
  });

  it('a failed removal says why on its row; the retry removes it without asking again', async () => {
    backend.removal = { success: false, message: 'System upgrading try again later' };
    await open();
    await user.click(screen.getByTestId('payout-remove'));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    expect((await screen.findByTestId('payout-remove-error')).textContent).toBe('System upgrading try again later');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await waitFor(() => expect(screen.queryAllByTestId('payout-account')).toHaveLength(0));
    expect(screen.getByTestId('payout-none')).toBeTruthy();
  });

  it('an account already removed elsewhere is taken off the list, without an error', async () => {
    backend.removal = { success: false, message: 'Please add a payout account first', code: 'PAYOUT_ACCOUNT_MISSING' };
    backend.accounts = [account(1), account(2)];
    await open();
    backend.accounts = [account(1)];
    await user.click(screen.getByRole('button', { name: 'Remove BDO Unibank ****0002' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.getAllByTestId('payout-account')).toHaveLength(1));
    expect(screen.queryByTestId('payout-remove-error')).toBeNull();
  });
});

describe('Payout accounts: adding', () => {
  it('a holder named in any language is taken, and the new account is brought into view on the list', async () => {
    const shown = vi.fn();
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      shown((this as HTMLElement).dataset.id);
    });
    try {
      backend.accounts = [1, 2, 3, 4].map((n) => account(n));
      await open();
      await user.type(input('accountName'), 'José Peña');
      await user.type(input('accountNumber'), '001234567890');
      await user.type(input('paymentPassword'), '123456');
      await user.click(screen.getByTestId('payout-submit'));
      await waitFor(() => expect(rowOf('PA5')?.textContent).toContain('José Peña'));
      expect(shown).toHaveBeenCalledWith('PA5');
      expect(screen.getByTestId('payout-limit')).toBeTruthy();
    } finally {
      scrollIntoView.mockRestore();
    }
  });

  it('says the formats up front: the payment password and the chosen bank’s account number, in the player’s language', async () => {
    await open();
    const hintOf = (name: string) => document.getElementById(input(name).getAttribute('aria-describedby') ?? '')?.textContent;
    await waitFor(() => expect(hintOf('paymentPassword')).toBe('6 digits'));
    expect(hintOf('accountNumber')).toBe('10 to 12 digits');
    await user.click(screen.getByTestId('payout-bank-GCASH'));
    expect(hintOf('accountNumber')).toBe('11 digits, starting with 09');
    await act(() => setLanguage('pt'));
    try {
      await waitFor(() => expect(hintOf('accountNumber')).toBe('11 dígitos, começando com 09'));
      expect(hintOf('paymentPassword')).toBe('6 dígitos');
      await user.click(screen.getByTestId('payout-bank-BDO'));
      expect(hintOf('accountNumber')).toBe('De 10 a 12 dígitos');
    } finally {
      await act(() => setLanguage('en'));
    }
  });
});
