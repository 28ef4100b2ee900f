import { describe, expect, it } from 'vitest';
import { ApiError } from 'shared';
import { fieldsByCode } from './fieldsByCode';

const refusal = (code?: string) => new ApiError('server', 'Refused', 200, code);

describe('fieldsByCode', () => {
  const fieldErrors = fieldsByCode({ PAYMENT_PASSWORD_WRONG: 'paymentPassword', ACCOUNT_EXISTS: 'accountNumber' });

  it('puts a refusal’s text under the field its envelope code names', () => {
    expect(fieldErrors(refusal('PAYMENT_PASSWORD_WRONG'), 'Wrong password')).toEqual({ paymentPassword: 'Wrong password' });
    expect(fieldErrors(refusal('ACCOUNT_EXISTS'), 'Already added')).toEqual({ accountNumber: 'Already added' });
  });

  it('leaves a refusal of another code, or of none, to the form', () => {
    expect(fieldErrors(refusal('SYSTEM_UPGRADING'), 'Later')).toBeUndefined();
    expect(fieldErrors(refusal(), 'Later')).toBeUndefined();
    expect(fieldErrors(new ApiError('timeout', ''), 'Took too long')).toBeUndefined();
    expect(fieldErrors(new Error('PAYMENT_PASSWORD_WRONG'), 'x')).toBeUndefined();
  });

  it('does not take a code inherited from Object for a field', () => {
    expect(fieldErrors(refusal('toString'), 'x')).toBeUndefined();
  });
});
