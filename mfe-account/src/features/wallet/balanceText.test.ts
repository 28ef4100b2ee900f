import { balanceText, BALANCE_STARS } from './balanceText';

const wallet = { sumBalance: 1234.5, currencySymbol: '₱' };

describe('balanceText (stars when logged out, hidden or refreshing)', () => {
  it('shows the amount when logged in, shown and loaded', () => {
    expect(balanceText({ loggedIn: true, hidden: false, refreshing: false, wallet })).toBe('₱1,234.50');
  });
  it.each([
    ['logged out', { loggedIn: false, hidden: false, refreshing: false, wallet }],
    ['hidden', { loggedIn: true, hidden: true, refreshing: false, wallet }],
    ['refreshing', { loggedIn: true, hidden: false, refreshing: true, wallet }],
  ])('shows stars when %s', (_, view) => expect(balanceText(view)).toBe(BALANCE_STARS));
  it('shows a dash when the wallet could not be loaded', () => {
    expect(balanceText({ loggedIn: true, hidden: false, refreshing: false, wallet: null })).toBe('--');
  });
});
