import { useTranslation } from 'react-i18next';
import type { CountryDialingCode } from 'shared';
import { DialingCodeSelect } from '../../DialingCodeSelect';
import { FORMS_NAMESPACE } from '../../i18n';
import { TextField } from '../../TextField';
import type { BoundField } from '../../state/useFormState';

export interface DialingCode {
  countries: readonly CountryDialingCode[];
  value: string;
  onChange(code: string): void;
}

interface MobileNumberFieldProps {
  /** The `mobileNum` field bound to the form. */
  field: BoundField;
  dialingCode: DialingCode;
  required?: boolean;
}

/** Mobile number (payload `mobileNum`, digits only) with its country dialling code; the hint gives the allowed length (docs/product-rules.md §2). */
export function MobileNumberField({ field, dialingCode, required }: MobileNumberFieldProps) {
  const { t } = useTranslation(FORMS_NAMESPACE);
  return (
    <TextField
      {...field}
      name="mobileNum"
      label={t('mobile_number')}
      onChange={(next) => field.onChange(next.replace(/\D/g, ''))}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      required={required}
      hint={t('phone_hint')}
      placeholder={t('mobile_number_placeholder')}
      maxLength={11}
      start={<DialingCodeSelect countries={dialingCode.countries} value={dialingCode.value} onChange={dialingCode.onChange} />}
    />
  );
}
