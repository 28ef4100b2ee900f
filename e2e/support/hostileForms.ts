import type { Locator, Page } from '@playwright/test';
import { PWNED_FLAG } from './pageHealth';

/** One hostile value a player could type. */
export interface HostileInput {
  name: string;
  value: string;
}

export const HOSTILE_INPUTS: readonly HostileInput[] = [
  { name: 'empty', value: '' },
  { name: 'whitespace', value: ' \t   ' },
  { name: 'over-long (10 000)', value: 'Ab1'.repeat(3334).slice(0, 10_000) },
  { name: 'unicode and emoji', value: 'Zoë 中文 𝔘𝔫𝔦 😀👍🏽' },
  { name: 'RTL', value: '\u202Eمرحبا بالعالم abc' },
  { name: 'SQL-looking', value: "' OR '1'='1'; DROP TABLE users; --" },
  { name: 'script-looking', value: `<script>window.${PWNED_FLAG}=1</script><img src=x onerror=window.${PWNED_FLAG}=1>` },
];

/** A form of the site: where it is, how to reach it, and what a clean submit looks like. */
export interface FormCase {
  name: string;
  url: string;
  member: boolean;
  /** The form element. */
  form: (page: Page) => Locator;
  /** Brings the form into the state under test (a mode tab, an opened panel). */
  setup?: (page: Page) => Promise<void>;
  /** Forms that filter as you type and never submit anywhere. */
  liveFilter?: boolean;
  /** An accepted submit changes what the backend holds so that the form would not come back: reset it first. */
  resetAfterSubmit?: boolean;
  /** The form keeps its submit disabled while the input cannot be sent (instead of showing a message). */
  disabledUntilValid?: boolean;
  /** Documented input filters by field name: what the field keeps of what is typed. */
  filters?: Readonly<Record<string, (typed: string) => string>>;
}

/** The account area's mobile number field keeps digits only (the form kit's MobileNumberField, shared/src/forms/groups/mobileCode). */
const ACCOUNT_MOBILE = { mobileNum: (typed: string) => typed.replace(/\D/g, '') };

const byTestId = (id: string) => (page: Page) => page.getByTestId(id);
const mode = (name: string) => async (page: Page) => page.getByTestId(`mode-${name}`).click();
/** Accepts the terms, so the submit button is live and the form's validation is what answers. */
const acceptTerms = (then?: (page: Page) => Promise<void>) => async (page: Page) => {
  await page.locator('input[name="terms"]').check();
  await then?.(page);
};

export const FORMS: readonly FormCase[] = [
  { name: 'login, password', url: '/m/login', member: false, form: byTestId('login-form'), filters: ACCOUNT_MOBILE },
  { name: 'login, SMS', url: '/m/login', member: false, form: byTestId('login-form'), setup: mode('sms'), filters: ACCOUNT_MOBILE },
  {
    name: 'register, username',
    url: '/m/register',
    member: false,
    form: byTestId('register-form'),
    setup: acceptTerms(),
    filters: ACCOUNT_MOBILE,
  },
  {
    name: 'register, mobile',
    url: '/m/register',
    member: false,
    form: byTestId('register-form'),
    setup: acceptTerms(mode('mobile')),
    filters: ACCOUNT_MOBILE,
  },
  { name: 'agent register', url: '/m/agentRegister', member: false, form: byTestId('agent-register-form'), setup: acceptTerms() },
  { name: 'forgot password, SMS', url: '/m/forget', member: false, form: byTestId('forgot-form'), filters: ACCOUNT_MOBILE },
  {
    name: 'forgot password, email',
    url: '/m/forget',
    member: false,
    form: byTestId('forgot-form'),
    setup: mode('email'),
    filters: ACCOUNT_MOBILE,
  },
  { name: 'change password', url: '/m/changePsw', member: true, form: byTestId('change-password-form') },
  { name: 'deposit', url: '/m/voucherCenter', member: true, form: byTestId('deposit-form') },
  { name: 'voucher redeem', url: '/m/voucherCenter', member: true, form: byTestId('voucher-form') },
  { name: 'withdraw', url: '/m/withdraw', member: true, form: byTestId('withdraw-form') },
  { name: 'payment password', url: '/m/paymentPassword', member: true, form: byTestId('payment-password-form') },
  { name: 'payout account', url: '/m/payoutAccount', member: true, form: byTestId('payout-form') },
  { name: 'feedback', url: '/m/feedback', member: true, form: byTestId('feedback-form'), disabledUntilValid: true },
  // An accepted application takes the form away for good (docs/product-rules.md §6): the seeded state comes back before the next one.
  { name: 'promotion apply', url: '/m/activityDetail?id=102', member: true, form: byTestId('apply-form'), resetAfterSubmit: true },
  { name: 'game centre search', url: '/m/gameCenter', member: true, form: (page) => page.getByRole('search').first(), liveFilter: true },
  {
    name: 'game list search',
    url: '/m/gameList?gameType=RNG',
    member: true,
    form: (page) => page.getByRole('search').first(),
    liveFilter: true,
  },
];

/** The fields a player types into: text-like inputs and text areas. */
export const TYPED_FIELDS =
  'input:not([type=hidden]):not([type=checkbox]):not([type=radio]):not([type=submit]):not([type=button]):not([type=file]):not([type=date]), textarea';

/** The HTML value sanitisation of input types (an email field drops line breaks and surrounding whitespace). */
const SANITISE_BY_TYPE: Readonly<Record<string, (value: string) => string>> = {
  email: (value) => value.replace(/[\r\n]/g, '').replace(/^[\t\n\f\r ]+|[\t\n\f\r ]+$/g, ''),
};

/**
 * What a field holds after `value` is typed into it: cut to its max length by the browser, sanitised as
 * its input type says, then filtered as the form documents.
 */
export function expectedValue(
  value: string,
  field: { type: string; maxLength: number | null },
  filter: (typed: string) => string = (v) => v,
): string {
  const typed = field.maxLength !== null && field.maxLength >= 0 ? value.slice(0, field.maxLength) : value;
  return filter((SANITISE_BY_TYPE[field.type] ?? ((v: string) => v))(typed));
}

/** Something on the page that tells the player what is wrong (or what happened). */
export const MESSAGES = '[aria-invalid="true"], [data-field-error], [role="alert"], [role="alertdialog"], [role="status"]';

/** The visible messages of the page, as text. */
export async function visibleMessages(page: Page): Promise<string[]> {
  return page.evaluate((selector) => {
    const shown = (el: Element) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    };
    return Array.from(document.querySelectorAll(selector))
      .filter(shown)
      .map((el) =>
        el.getAttribute('aria-invalid') === 'true' ? `invalid ${el.getAttribute('name') ?? ''}` : (el.textContent ?? '').trim(),
      )
      .filter((text) => text.length > 0);
  }, MESSAGES);
}
