import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PasswordFields, type GroupPassword } from './PasswordFields';

const password = (name: string, label: string, extra: Partial<GroupPassword> = {}): GroupPassword => ({
  name,
  label,
  value: '',
  onChange: () => undefined,
  error: undefined,
  inputRef: null,
  ...extra,
});

const input = (label: string) => screen.getByLabelText<HTMLInputElement>(new RegExp(`^${label}`));

describe('PasswordFields', () => {
  it('asks for the new password and its confirmation, both required and offered as new passwords', async () => {
    render(<PasswordFields chosen={password('newPassword', 'New password')} confirmation={password('confirmNewPassword', 'Confirm')} />);
    await screen.findByLabelText(/^New password/);
    for (const label of ['New password', 'Confirm']) {
      expect(input(label).type).toBe('password');
      expect(input(label).required).toBe(true);
      expect(input(label).autocomplete).toBe('new-password');
    }
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
    expect(document.querySelectorAll('input')).toHaveLength(2);
  });

  it('asks for the current password first when changing it, offered as the current one', () => {
    render(
      <PasswordFields
        current={password('oldPassword', 'Old password')}
        chosen={password('newPassword', 'New password')}
        confirmation={password('confirmNewPassword', 'Confirm')}
      />,
    );
    const names = [...document.querySelectorAll('input')].map((i) => i.name);
    expect(names).toEqual(['oldPassword', 'newPassword', 'confirmNewPassword']);
    expect(input('Old password').autocomplete).toBe('current-password');
    expect(input('Old password').required).toBe(true);
  });

  it('makes payment passwords digits the browser does not remember, each of the same length', () => {
    render(
      <PasswordFields
        current={password('oldPaymentPassword', 'Old')}
        chosen={password('paymentPassword', 'New', { hint: '6 digits' })}
        confirmation={password('confirmPaymentPassword', 'Again')}
        digits={{ maxLength: 32 }}
      />,
    );
    for (const field of document.querySelectorAll('input')) {
      expect(field.autocomplete).toBe('off');
      expect(field.inputMode).toBe('numeric');
      expect(field.maxLength).toBe(32);
    }
    expect(screen.getByText('6 digits')).toBeTruthy();
  });

  it('shows each field’s own error under it', () => {
    render(
      <PasswordFields
        chosen={password('newPassword', 'New password')}
        confirmation={password('confirmNewPassword', 'Confirm', { error: 'The two passwords do not match' })}
      />,
    );
    expect(document.querySelector('[data-field-error="confirmNewPassword"]')?.textContent).toBe('The two passwords do not match');
    expect(document.querySelector('[data-field-error="newPassword"]')).toBeNull();
  });
});
