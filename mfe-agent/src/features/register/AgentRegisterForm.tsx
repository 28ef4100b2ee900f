import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  REDIRECT_AFTER_SUCCESS_MS,
  checkAffiliateCode,
  paths,
  registerAgent,
  registerMethod,
  signInWith,
  toast,
  type RegisterField,
  type RegisterSettings,
} from 'shared';
import {
  CaptchaField,
  DialingCodeSelect,
  FieldProblem,
  Form,
  PasswordField,
  SubmitRow,
  TextField,
  useFormState,
  useFormSubmit,
} from 'shared/forms';
import { agentFormFields, inputProps, isPasswordField, isRequired } from './fields';
import { buildAgentPayload } from './payload';
import { showAffiliateField, type LinkCodeState } from './useLinkAffiliateCode';
import { validateField, validateForm, type FormValues } from './validation';
import buttons from '../../common/buttons.module.css';
import styles from './register.module.css';

interface AgentRegisterFormProps {
  settings: RegisterSettings;
  linkCode: LinkCodeState;
}

const INVITATION_ERROR = 'invitation_code_error';

/** The registration form in agent mode: fields and rules from the server, the agent call, then logged in as the new agent. */
export function AgentRegisterForm({ settings, linkCode }: AgentRegisterFormProps) {
  const { t } = useTranslation('agent');
  const navigate = useNavigate();
  const affiliateShown = showAffiliateField(linkCode, settings.affiliateCodeEnabled);
  const fields = useMemo(() => agentFormFields(settings, affiliateShown), [settings, affiliateShown]);
  const captchaShown = settings.rules.captcha?.enabled === true;
  const checked = useMemo<RegisterField[]>(() => (captchaShown ? [...fields, 'captcha'] : fields), [fields, captchaShown]);

  // A link's code the server refused is shown in its field and flagged (docs/product-rules.md §2, 2.53).
  const refusedLink = linkCode.status === 'invalid';
  const form = useFormState<FormValues, RegisterField>(
    () => (refusedLink ? { affiliateCode: linkCode.code } : {}),
    () => (refusedLink ? { affiliateCode: INVITATION_ERROR } : {}),
  );
  const { values, setValues, errors, setErrors } = form;
  const [country, setCountry] = useState(settings.defaultCountryDialingCode);
  const [terms, setTerms] = useState(false);
  const [captchaKey, setCaptchaKey] = useState(0);

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

  const submit = useFormSubmit({
    form,
    canSubmit: terms,
    order: checked,
    validate: () => validateForm(checked, values, settings.rules),
    send: async () => {
      const typedCode = values.affiliateCode?.trim() ?? '';
      if (fields.includes('affiliateCode') && typedCode && !(await checkAffiliateCode(typedCode)))
        throw new FieldProblem('affiliateCode', INVITATION_ERROR);
      const payload = buildAgentPayload(fields, values, {
        countryDialingCode: country,
        linkAffiliateCode: linkCode.status === 'valid' ? linkCode.code : null,
        registerUrl: window.location.href,
        domain: window.location.hostname,
        registerMethod: registerMethod(),
      });
      return registerAgent(payload);
    },
    onSuccess: (result) => {
      signInWith(result);
      toast.success(t('in_registered_successfully'));
      setTimeout(() => navigate(paths.home, { replace: true }), REDIRECT_AFTER_SUCCESS_MS);
    },
    onFailure: () => {
      // A captcha answer is spent once tried: fetch a new image and clear the old answer.
      if (!captchaShown) return;
      setValues((current) => ({ ...current, captcha: '' }));
      setCaptchaKey((n) => n + 1);
    },
    leavesOnSuccess: true,
  });

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
      inputRef: form.register(field),
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
    <Form submit={submit} ns="agent" className={styles.form} data-testid="agent-register-form">
      {fields.map(renderField)}
      {captchaShown && (
        <CaptchaField
          value={values.captcha ?? ''}
          error={errors.captcha}
          renewKey={captchaKey}
          onChange={(value) => change('captcha', value)}
          inputRef={form.register('captcha')}
        />
      )}
      <label className={styles.terms}>
        <input type="checkbox" name="terms" checked={terms} onChange={(event) => setTerms(event.target.checked)} />
        <span>{t('terms_agree', { age: settings.minimumAge })}</span>
      </label>
      <SubmitRow
        submit={submit}
        className={`${buttons.primary} ${styles.submit}`}
        disabled={!terms}
        error={{ className: styles.formError, testId: 'register-error' }}
      >
        {submit.submitting ? t('in_please_wait', { ns: 'common' }) : t('register_submit')}
      </SubmitRow>
    </Form>
  );
}
