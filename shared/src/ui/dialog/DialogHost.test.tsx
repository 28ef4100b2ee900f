import { act, fireEvent, render, screen } from '@testing-library/react';
import { pressEscape, tapBackdrop } from '../../testing/dialogs';
import { DIALOG_MASK_GUARD_MS } from '../timings';
import { DialogHost } from './DialogHost';
import { confirmDialog } from './store';

describe('confirm dialog', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('ignores a backdrop tap within 300 ms of opening, then closes as cancel', async () => {
    render(<DialogHost />);
    let answer: boolean | undefined;
    act(() => void confirmDialog({ message: 'Sure?', confirmText: 'Yes', cancelText: 'No' }).then((a) => (answer = a)));
    const dialog = screen.getByRole('alertdialog');
    tapBackdrop(dialog);
    expect(screen.queryByRole('alertdialog')).toBeTruthy();
    act(() => vi.advanceTimersByTime(DIALOG_MASK_GUARD_MS));
    tapBackdrop(dialog);
    await act(async () => undefined);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(answer).toBe(false);
  });

  it('resolves true on confirm', async () => {
    render(<DialogHost />);
    let answer!: Promise<boolean>;
    act(() => void (answer = confirmDialog({ message: 'Sure?', confirmText: 'Yes' })));
    fireEvent.click(screen.getByText('Yes'));
    await expect(answer).resolves.toBe(true);
  });

  it('is a modal <dialog> that takes focus on its confirm button, closes as cancel on Escape and gives focus back', async () => {
    render(
      <>
        <button type="button">Log out</button>
        <DialogHost />
      </>,
    );
    const opener = screen.getByText('Log out');
    opener.focus();
    let answer!: Promise<boolean>;
    act(() => void (answer = confirmDialog({ title: 'Log out', message: 'Sure?', confirmText: 'Yes', cancelText: 'No' })));
    const dialog = screen.getByRole('alertdialog', { name: 'Log out' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(document.activeElement).toBe(screen.getByText('Yes'));
    act(() => void pressEscape(dialog));
    await expect(answer).resolves.toBe(false);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
