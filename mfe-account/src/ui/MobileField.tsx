import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { CountryDialingCode } from 'shared';
import { TextField } from './TextField';
import styles from './form.module.css';

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
  const options = countries.some((c) => c.dialingCode === countryDialingCode)
    ? countries
    : [{ countryCode: '', dialingCode: countryDialingCode, name: countryDialingCode }, ...countries];
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
      maxLength={11}
      inputRef={inputRef}
      start={
        <select
          className={styles.select}
          name="countryDialingCode"
          aria-label={t('country_code')}
          value={countryDialingCode}
          onChange={(e) => onCountryChange(e.target.value)}
        >
          {options.map((c) => (
            <option key={`${c.countryCode}${c.dialingCode}`} value={c.dialingCode}>
              {c.dialingCode} {c.countryCode}
            </option>
          ))}
        </select>
      }
    />
  );
}
