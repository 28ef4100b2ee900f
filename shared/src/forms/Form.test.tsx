import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from 'shared';
import { Form } from './Form';
import { TextField } from './TextField';

describe('Form', () => {
  it('hands a submit to its submit path, never to the browser’s own validation', () => {
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    render(
      <Form submit={{ onSubmit }} data-testid="a-form">
        <TextField name="username" label="Username" value="" onChange={() => undefined} required />
      </Form>,
    );
    const form = screen.getByTestId<HTMLFormElement>('a-form');
    expect(form.noValidate).toBe(true);
    fireEvent.submit(form);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('reads its field messages from the area namespace it names', () => {
    i18n.addResourceBundle('en', 'formarea', { name_taken: 'That name is taken' });
    render(
      <Form submit={{ onSubmit: vi.fn() }} ns="formarea">
        <TextField name="username" label="Username" value="" onChange={() => undefined} error="name_taken" />
      </Form>,
    );
    expect(screen.getByText('That name is taken')).toBeTruthy();
    i18n.removeResourceBundle('en', 'formarea');
  });
});
