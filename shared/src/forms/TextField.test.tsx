import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, setLanguage } from 'shared';
import { FormNamespace } from './FormNamespace';
import { TextField } from './TextField';

const field = (props: Partial<Parameters<typeof TextField>[0]> = {}) => (
  <TextField name="username" label="Username" value="" onChange={() => undefined} {...props} />
);

afterEach(async () => {
  i18n.removeResourceBundle('en', 'testarea');
  await act(() => setLanguage('en'));
});

describe('TextField', () => {
  it('ties its label to the input, which carries the payload name', () => {
    render(field({ required: true }));
    const input = screen.getByLabelText<HTMLInputElement>(/Username/);
    expect(input.name).toBe('username');
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(screen.getByTestId('required-mark').textContent).toBe('*');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBeNull();
  });

  it('marks the input invalid and describes it by its error line', () => {
    render(field({ error: 'Sorry, the username already exists', hint: 'Letters and digits' }));
    const input = screen.getByLabelText('Username');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const line = document.getElementById(input.getAttribute('aria-describedby') ?? '');
    expect(line?.textContent).toBe('Sorry, the username already exists');
    expect(line?.getAttribute('data-field-error')).toBe('username');
    expect(screen.queryByText('Letters and digits')).toBeNull();
  });

  it('is described by its hint while it has no error', () => {
    render(field({ hint: 'Letters and digits' }));
    const input = screen.getByLabelText('Username');
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Letters and digits');
  });

  it("translates a message key of the form's namespace, with the field's label, and follows the language", async () => {
    i18n.addResourceBundle('en', 'testarea', { field_required: '{{field}} is required' });
    i18n.addResourceBundle('pt', 'testarea', { field_required: '{{field}} é obrigatório' });
    const { rerender } = render(<FormNamespace ns="testarea">{field({ error: 'field_required' })}</FormNamespace>);
    expect(screen.getByText('Username is required')).toBeTruthy();
    await act(() => setLanguage('pt'));
    rerender(<FormNamespace ns="testarea">{field({ label: 'Usuário', error: 'field_required' })}</FormNamespace>);
    expect(screen.getByText('Usuário é obrigatório')).toBeTruthy();
  });

  it("shows a server's text as it came, braces and all, and a common key in the player's words", () => {
    const { rerender } = render(<FormNamespace ns="testarea">{field({ error: 'Bad {{field}}: name.taken' })}</FormNamespace>);
    expect(screen.getByText('Bad {{field}}: name.taken')).toBeTruthy();
    rerender(field({ error: 'system_upgrading' }));
    expect(screen.getByText('System upgrading try again later')).toBeTruthy();
  });

  it('reports what is typed and keeps the slots before and after the input inside its box', () => {
    const onChange = vi.fn();
    render(field({ onChange, start: <span data-testid="before" />, end: <button type="button">Get code</button> }));
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'player01' } });
    expect(onChange).toHaveBeenCalledWith('player01');
    const box = screen.getByLabelText('Username').parentElement;
    expect(box?.contains(screen.getByTestId('before'))).toBe(true);
    expect(box?.contains(screen.getByRole('button', { name: 'Get code' }))).toBe(true);
  });

  it("shows a message the backend sends in English from the forms texts, in the player's language", async () => {
    await act(() => setLanguage('pt'));
    await act(() => i18n.loadNamespaces('forms'));
    const { rerender } = render(field({ error: 'Name format not valid' }));
    expect(screen.getByText('Formato de nome inválido')).toBeTruthy();
    rerender(field({ error: 'Account number must be 10 to 12 digits' }));
    expect(screen.getByText('O número da conta deve ter de 10 a 12 dígitos')).toBeTruthy();
    rerender(field({ error: 'A refusal the site has no text for' }));
    expect(screen.getByText('A refusal the site has no text for')).toBeTruthy();
  });
});
