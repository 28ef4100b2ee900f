import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { CountryDialingCode } from 'shared';
import { DialingCodeSelect, TextField } from 'shared/forms';

interface MobileFieldProps {
  countries: CountryDialingCode[];
  countryDialingCode: string;
  onCountryChange(code: string): void;
  value: string;
  onChange(value: string): void;
  required?: boolean;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** Mobile number with its country dialling code; the hint gives the allowed length (docs/product-rules.md §2). */
export function MobileField({
  countries,
  countryDialingCode,
  onCountryChange,
  value,
  onChange,
  required,
  error,
  inputRef,
}: MobileFieldProps) {
  const { t } = useTranslation('account');
  return (
    <TextField
      name="mobileNum"
      label={t('mobile_number')}
      value={value}
      onChange={(next) => onChange(next.replace(/\D/g, ''))}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      required={required}
      error={error}
      hint={t('phone_hint')}
      placeholder={t('mobile_number_placeholder')}
      maxLength={11}
      inputRef={inputRef}
      start={<DialingCodeSelect countries={countries} value={countryDialingCode} onChange={onCountryChange} />}
    />
  );
}
