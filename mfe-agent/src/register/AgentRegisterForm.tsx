import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  REDIRECT_AFTER_SUCCESS_MS,
  checkAffiliateCode,
  errorMessage,
  getRuntimeConfig,
  paths,
  registerAgent,
  registerMethod,
  toast,
  useSessionStore,
  type RegisterField,
  type RegisterSettings,
} from 'shared';
import { CaptchaField, DialingCodeSelect, FormNamespace, PasswordField, TextField, useFieldRefs } from 'shared/forms';
import { agentFormFields, inputProps, isPasswordField, isRequired } from './fields';
import { buildAgentPayload } from './payload';
import { showAffiliateField, type LinkCodeState } from './useLinkAffiliateCode';
import { firstInvalid, validateField, validateForm, type FormErrors, type FormValues } from './validation';
import buttons from '../ui/buttons.module.css';
import styles from './register.module.css';

interface AgentRegisterFormProps {
  settings: RegisterSettings;
  linkCode: LinkCodeState;
}

type Submit = { status: 'idle' } | { status: 'sending' } | { status: 'failed'; error: unknown } | { status: 'done' };

/** The registration form in agent mode: fields and rules from the server, the agent call, then logged in as the new agent. */
export function AgentRegisterForm({ settings, linkCode }: AgentRegisterFormProps) {
  const { t } = useTranslation('agent');
  const navigate = useNavigate();
  const signIn = useSessionStore((s) => s.signIn);
  const affiliateShown = showAffiliateField(linkCode, settings.affiliateCodeEnabled);
  const fields = useMemo(() => agentFormFields(settings, affiliateShown), [settings, affiliateShown]);
  const captchaShown = settings.rules.captcha?.enabled === true;
  const checked = useMemo<RegisterField[]>(() => (captchaShown ? [...fields, 'captcha'] : fields), [fields, captchaShown]);

  const [values, setValues] = useState<FormValues>(() => (linkCode.status === 'invalid' ? { affiliateCode: linkCode.code } : {}));
  const [errors, setErrors] = useState<FormErrors>(() => (linkCode.status === 'invalid' ? { affiliateCode: 'invitation_code_error' } : {}));
  const [country, setCountry] = useState(settings.defaultCountryDialingCode);
  const [terms, setTerms] = useState(false);
  const [submit, setSubmit] = useState<Submit>({ status: 'idle' });
  const [captchaKey, setCaptchaKey] = useState(0);
  const { register: refFor, focus } = useFieldRefs<RegisterField>();

  const change = (field: RegisterField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // Once a field has been flagged, its message follows what is typed; the confirmation follows the password.
    setErrors((current) => {
      const updated = { ...current };
      const recheck = field === 'password' && current.confirmPassword ? (['password', 'confirmPassword'] as const) : [field];
      for (const name of recheck) {
        if (!current[name]) continue;
        const message = validateField(name, next, settings.rules);
        if (message) updated[name] = message;
        else delete updated[name];
      }
      return updated;
    });
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!terms || submit.status === 'sending' || submit.status === 'done') return;
    const found = validateForm(checked, values, settings.rules);
    setErrors(found);
    const first = firstInvalid(checked, found);
    if (first) {
      focus(first);
      return;
    }
    setSubmit({ status: 'sending' });
    try {
      const typedCode = values.affiliateCode?.trim() ?? '';
      if (fields.includes('affiliateCode') && typedCode && !(await checkAffiliateCode(typedCode))) {
        setErrors({ affiliateCode: 'invitation_code_error' });
        setSubmit({ status: 'idle' });
        focus('affiliateCode');
        return;
      }
      const payload = buildAgentPayload(fields, values, {
        countryDialingCode: country,
        linkAffiliateCode: linkCode.status === 'valid' ? linkCode.code : null,
        registerUrl: window.location.href,
        domain: window.location.hostname,
        registerMethod: registerMethod(),
      });
      const result = await registerAgent(payload);
      signIn({
        token: result.token,
        merchantCode: getRuntimeConfig().merchantCode,
        userName: result.userName,
        type: result.type,
        firstTimeLogin: result.firstTimeLogin,
      });
      setSubmit({ status: 'done' });
      toast.success(t('in_registered_successfully'));
      setTimeout(() => navigate(paths.home, { replace: true }), REDIRECT_AFTER_SUCCESS_MS);
    } catch (error) {
      setSubmit({ status: 'failed', error });
      // A captcha answer is spent once tried: fetch a new image and clear the old answer.
      if (captchaShown) {
        setValues((current) => ({ ...current, captcha: '' }));
        setCaptchaKey((n) => n + 1);
      }
    }
  };

  const sending = submit.status === 'sending';
  const failure = submit.status === 'failed' ? errorMessage(submit.error, t) : null;

  const renderField = (field: RegisterField) => {
    const { type, inputMode, autoComplete } = inputProps(field);
    const props = {
      name: field,
      label: t(`field_${field}`),
      value: values[field] ?? '',
      onChange: (value: string) => change(field, value),
      required: isRequired(field, settings.rules),
      error: errors[field],
      hint: t(`hint_${field}`, { defaultValue: '' }) || undefined,
      placeholder: t(`placeholder_${field}`, { defaultValue: '' }) || undefined,
      inputMode,
      autoComplete,
      autoCapitalize: 'off' as const,
      spellCheck: false,
      inputRef: refFor(field),
    };
    if (isPasswordField(field)) return <PasswordField key={field} {...props} />;
    return (
      <TextField
        key={field}
        {...props}
        type={type}
        start={
          field === 'mobileNum' && settings.countries.length > 0 ? (
            <DialingCodeSelect countries={settings.countries} value={country} onChange={setCountry} />
          ) : undefined
        }
      />
    );
  };

  return (
    <FormNamespace ns="agent">
      <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)} data-testid="agent-register-form">
        {fields.map(renderField)}
        {captchaShown && (
          <CaptchaField
            value={values.captcha ?? ''}
            error={errors.captcha}
            renewKey={captchaKey}
            onChange={(value) => change('captcha', value)}
            inputRef={refFor('captcha')}
          />
        )}
        <label className={styles.terms}>
          <input type="checkbox" name="terms" checked={terms} onChange={(event) => setTerms(event.target.checked)} />
          <span>{t('terms_agree', { age: settings.minimumAge })}</span>
        </label>
        {failure && (
          <p className={styles.formError} role="alert" data-testid="register-error">
            {t(failure, { defaultValue: failure })}
          </p>
        )}
        <button type="submit" className={`${buttons.primary} ${styles.submit}`} disabled={!terms || sending || submit.status === 'done'}>
          {sending ? t('in_please_wait', { ns: 'common' }) : t('register_submit')}
        </button>
      </form>
    </FormNamespace>
  );
}
