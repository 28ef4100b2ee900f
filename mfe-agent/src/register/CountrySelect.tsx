import { useTranslation } from 'react-i18next';
import type { CountryDialingCode } from 'shared';
import styles from './register.module.css';

/** The country dialling code in front of the mobile number. */
export function CountrySelect({
  countries,
  value,
  onChange,
}: {
  countries: CountryDialingCode[];
  value: string;
  onChange(code: string): void;
}) {
  const { t } = useTranslation('agent');
  return (
    <select
      name="countryDialingCode"
      className={styles.country}
      value={value}
      aria-label={t('field_countryDialingCode')}
      onChange={(event) => onChange(event.target.value)}
    >
      {countries.map((country) => (
        <option key={`${country.countryCode}${country.dialingCode}`} value={country.dialingCode}>
          {`${country.countryCode} ${country.dialingCode}`}
        </option>
      ))}
    </select>
  );
}
