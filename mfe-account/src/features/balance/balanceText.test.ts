import { balanceText, BALANCE_STARS } from './balanceText';

const wallet = { sumBalance: 1234.5, currencySymbol: '₱' };
const shown = { loggedIn: true, hidden: false, refreshing: false, wallet, language: 'en' };

describe('balanceText (stars when logged out, hidden or refreshing)', () => {
  it('shows the amount when logged in, shown and loaded, written as the language writes money', () => {
    expect(balanceText(shown)).toBe('₱1,234.50');
    expect(balanceText({ ...shown, language: 'pt' })).toBe('₱1.234,50');
  });
  it.each([
    ['logged out', { ...shown, loggedIn: false }],
    ['hidden', { ...shown, hidden: true }],
    ['refreshing', { ...shown, refreshing: true }],
  ])('shows stars when %s', (_, view) => expect(balanceText(view)).toBe(BALANCE_STARS));
  it('shows a dash when the wallet could not be loaded', () => {
    expect(balanceText({ ...shown, wallet: null })).toBe('--');
  });
});
