import { act, fireEvent, render, screen } from '@testing-library/react';
import { ToastHost } from './ToastHost';
import { hideToast, showToast, useToastStore } from './store';

describe('a toast with an action', () => {
  afterEach(() => act(() => useToastStore.getState().toasts.forEach((t) => hideToast(t.id))));

  it('shows its button beside the message; tapping it hides the toast and runs the action', () => {
    const run = vi.fn();
    render(<ToastHost />);
    act(() => void showToast({ id: 'update', message: 'A new version is ready.', action: { label: 'Reload', run } }));
    const toast = screen.getByRole('status');
    expect(toast.textContent).toContain('A new version is ready.');
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(run).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('a toast without one has no button', () => {
    render(<ToastHost />);
    act(() => void showToast({ message: 'Saved' }));
    expect(screen.getByRole('status').textContent).toBe('Saved');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
