import { useTranslation } from 'react-i18next';
import type { CountryDialingCode } from 'shared';
import { FORMS_NAMESPACE } from './i18n';
import styles from './fields.module.css';

interface DialingCodeSelectProps {
  countries: readonly CountryDialingCode[];
  value: string;
  onChange(dialingCode: string): void;
}

/**
 * The country dialling code (payload field `countryDialingCode`), for a mobile number's `start` slot. A code the
 * list does not have (a default the server names but does not list) is kept as a choice of its own.
 */
export function DialingCodeSelect({ countries, value, onChange }: DialingCodeSelectProps) {
  const { t } = useTranslation(FORMS_NAMESPACE);
  const options = countries.some((country) => country.dialingCode === value)
    ? countries
    : [{ countryCode: '', dialingCode: value, name: value }, ...countries];
  return (
    <select
      className={styles.select}
      name="countryDialingCode"
      aria-label={t('country_code')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      {options.map((country) => (
        <option key={`${country.countryCode}${country.dialingCode}`} value={country.dialingCode}>
          {`${country.dialingCode} ${country.countryCode}`.trim()}
        </option>
      ))}
    </select>
  );
}
