import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SubmitRow } from './SubmitRow';

const button = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Send' });

describe('SubmitRow', () => {
  it('is the submit button, disabled while the form is submitting', async () => {
    const { rerender } = render(<SubmitRow submit={{ submitting: false, formError: null }}>Send</SubmitRow>);
    await screen.findByRole('button', { name: 'Send' });
    expect(button().type).toBe('submit');
    expect(button().disabled).toBe(false);
    rerender(<SubmitRow submit={{ submitting: true, formError: null }}>Send</SubmitRow>);
    expect(button().disabled).toBe(true);
  });

  it('is disabled for a reason of the form’s own too', () => {
    render(
      <SubmitRow submit={{ submitting: false, formError: null }} disabled>
        Send
      </SubmitRow>,
    );
    expect(button().disabled).toBe(true);
  });

  it('says why the last attempt failed, above the button, as an alert', () => {
    render(
      <SubmitRow submit={{ submitting: false, formError: 'System upgrading try again later' }} testId="send" error={{ testId: 'why' }}>
        Send
      </SubmitRow>,
    );
    const why = screen.getByTestId('why');
    expect(why.getAttribute('role')).toBe('alert');
    expect(why.textContent).toBe('System upgrading try again later');
    expect(why.compareDocumentPosition(screen.getByTestId('send')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows no line when nothing failed', () => {
    render(<SubmitRow submit={{ submitting: false, formError: null }}>Send</SubmitRow>);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
