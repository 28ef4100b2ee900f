import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from 'shared';
import { PasswordField } from './PasswordField';

afterEach(() => act(() => setLanguage('en')));

describe('PasswordField', () => {
  it('hides the password until the toggle shows it, and hides it again', () => {
    render(<PasswordField name="password" label="Password" value="Secret#1" onChange={() => undefined} />);
    const input = screen.getByLabelText<HTMLInputElement>('Password');
    expect(input.type).toBe('password');
    expect(input.name).toBe('password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(input.type).toBe('text');
    expect(screen.getByRole('button', { name: 'Hide password' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByTestId('toggle-password'));
    expect(input.type).toBe('password');
  });

  it('names its toggle in Portuguese', async () => {
    await act(() => setLanguage('pt'));
    render(<PasswordField name="newPassword" label="Senha" value="" onChange={() => undefined} />);
    expect(await screen.findByRole('button', { name: 'Mostrar senha' })).toBeTruthy();
  });
});
