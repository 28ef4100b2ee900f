import { act, fireEvent, render, screen } from '@testing-library/react';
import { DIALOG_MASK_GUARD_MS } from '../timings';
import { DialogHost } from './DialogHost';
import { confirmDialog } from './store';

describe('confirm dialog', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('ignores a mask tap within 300 ms of opening, then closes as cancel', async () => {
    render(<DialogHost />);
    let answer: boolean | undefined;
    act(() => void confirmDialog({ message: 'Sure?', confirmText: 'Yes', cancelText: 'No' }).then((a) => (answer = a)));
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    fireEvent.click(screen.getByTestId('dialog-mask'));
    expect(screen.queryByRole('alertdialog')).toBeTruthy();
    act(() => vi.advanceTimersByTime(DIALOG_MASK_GUARD_MS));
    fireEvent.click(screen.getByTestId('dialog-mask'));
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
});
