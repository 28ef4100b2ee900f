import {
  useApi,
  type CountryDialingCode,
  type FieldRule,
  type LoginRuleKey,
  type RegisterField,
  type RegisterSettings,
  fetchRegisterSettings,
} from 'shared';
import { requiredRule } from './validation';

type RuleKey = RegisterField | LoginRuleKey;

export interface Rules {
  rule(key: RuleKey): FieldRule;
  countries: CountryDialingCode[];
  defaultCountryDialingCode: string;
  settings: RegisterSettings | undefined;
}

const FALLBACK_COUNTRY = '+63';

/**
 * The server-supplied rules for login and password forms. Until they arrive (or if they cannot be
 * loaded) every field is simply required, so a failed settings call never blocks logging in.
 */
export function useRules(): Rules {
  const state = useApi(fetchRegisterSettings, []);
  const settings = state.data;
  return {
    rule: (key) => settings?.rules[key] ?? requiredRule,
    countries: settings?.countries ?? [],
    defaultCountryDialingCode: settings?.defaultCountryDialingCode ?? FALLBACK_COUNTRY,
    settings,
  };
}
