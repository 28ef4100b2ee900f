import type { SmsSendResult } from 'shared';
import type { BoundField } from '../../state/useFormState';
import { MobileNumberField, type DialingCode } from './MobileNumberField';
import { SmsCodeField } from './SmsCodeField';

interface MobileCodeFieldsProps {
  /** The `mobileNum` field bound to the form. */
  mobile: BoundField;
  dialingCode: DialingCode;
  /** The code field bound to the form (`messageCode` or `verificationCode`). */
  code: BoundField;
  /** Checks the mobile number before a code is sent (`FormState.passes`); false stops there. */
  canSend(): boolean;
  /** Sends the SMS to the number with the human check's answer. */
  send(captcha: string): Promise<SmsSendResult>;
}

/** A mobile number and the code sent to it by SMS, asked for after a human check: SMS login and password reset. */
export function MobileCodeFields({ mobile, dialingCode, code, canSend, send }: MobileCodeFieldsProps) {
  return (
    <>
      <MobileNumberField field={mobile} dialingCode={dialingCode} required />
      <SmsCodeField field={code} canSend={canSend} send={send} />
    </>
  );
}
