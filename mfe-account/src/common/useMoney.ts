import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCurrency, useCurrencySymbol } from 'shared';

/** Money as the player's language writes it, with the wallet's currency symbol (`formatCurrency` of shared). */
export function useMoney(): (amount: number) => string {
  const { i18n } = useTranslation('account');
  const symbol = useCurrencySymbol();
  return useCallback((amount: number) => formatCurrency(amount, symbol, i18n.language), [symbol, i18n.language]);
}
