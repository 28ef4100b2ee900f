import { act, fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { pressEscape, tapBackdrop } from '../../testing/dialogs';
import { DIALOG_MASK_GUARD_MS } from '../timings';
import { Modal, type ModalProps } from './Modal';
import { keepAboveModals } from './modalStack';

function Opener(props: Partial<ModalProps> & { withFocusTarget?: boolean }) {
  const [open, setOpen] = useState(false);
  const focusTarget = useRef<HTMLButtonElement>(null);
  const { withFocusTarget, ...modalProps } = props;
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      {open && (
        <Modal
          aria-label="Sample"
          data-testid="sample"
          onClose={() => setOpen(false)}
          initialFocus={withFocusTarget ? focusTarget : undefined}
          {...modalProps}
        >
          <button type="button">first</button>
          <button type="button" ref={focusTarget}>
            second
          </button>
        </Modal>
      )}
    </>
  );
}

const openSample = (props: Partial<ModalProps> & { withFocusTarget?: boolean } = {}) => {
  render(<Opener {...props} />);
  const opener = screen.getByText('open');
  opener.focus();
  fireEvent.click(opener);
  return { opener, dialog: screen.getByTestId('sample') as HTMLDialogElement };
};

describe('Modal', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is an open <dialog> carrying its role, label and test id, shown with showModal', () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    const { dialog } = openSample({ role: 'alertdialog' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog.open).toBe(true);
    expect(showModal).toHaveBeenCalledOnce();
    expect(screen.getByRole('alertdialog', { name: 'Sample' })).toBe(dialog);
  });

  it('openInOwnTask: opens in the task after the one that renders it, and never once unmounted first', () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    const { unmount } = render(
      <Modal openInOwnTask aria-label="Later" data-testid="later" onClose={() => undefined}>
        <p>later</p>
      </Modal>,
    );
    const dialog = screen.getByTestId('later') as HTMLDialogElement;
    expect(dialog.open).toBe(false);
    act(() => vi.advanceTimersByTime(0));
    expect(dialog.open).toBe(true);
    expect(document.activeElement).toBe(dialog);
    unmount();
    showModal.mockClear();
    const second = render(
      <Modal openInOwnTask aria-label="Gone" onClose={() => undefined}>
        <p>gone</p>
      </Modal>,
    );
    second.unmount();
    act(() => vi.advanceTimersByTime(0));
    expect(showModal).not.toHaveBeenCalled();
  });

  it('moves focus in (to initialFocus when given) and back to the opener when it closes', () => {
    const { opener, dialog } = openSample({ withFocusTarget: true });
    expect(document.activeElement).toBe(screen.getByText('second'));
    expect(pressEscape(dialog)).toBe(true);
    expect(screen.queryByTestId('sample')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('without initialFocus, the dialog itself takes focus', () => {
    const { dialog } = openSample();
    expect(document.activeElement).toBe(dialog);
  });

  it('Escape (the cancel event) closes; a dialog that forbids it refuses the event and stays', () => {
    const { dialog } = openSample({ dismissible: false });
    expect(pressEscape(dialog)).toBe(true);
    act(() => vi.advanceTimersByTime(DIALOG_MASK_GUARD_MS));
    tapBackdrop(dialog);
    expect(screen.getByTestId('sample').hasAttribute('open')).toBe(true);
  });

  it('ignores a backdrop tap within 300 ms of opening, then closes on one', () => {
    const { dialog } = openSample();
    act(() => vi.advanceTimersByTime(DIALOG_MASK_GUARD_MS - 1));
    tapBackdrop(dialog);
    expect(screen.queryByTestId('sample')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    tapBackdrop(dialog);
    expect(screen.queryByTestId('sample')).toBeNull();
  });

  it('guardBackdrop false (a drawer): a backdrop tap closes at once', () => {
    const { dialog } = openSample({ guardBackdrop: false });
    tapBackdrop(dialog);
    expect(screen.queryByTestId('sample')).toBeNull();
  });

  it('a click inside the panel or on its own box is not a backdrop tap', () => {
    const { dialog } = openSample();
    act(() => vi.advanceTimersByTime(DIALOG_MASK_GUARD_MS));
    fireEvent.click(screen.getByText('first'));
    fireEvent.click(dialog, { clientX: 0, clientY: 0 });
    expect(screen.queryByTestId('sample')).not.toBeNull();
  });

  it('closeOnBackdrop false: a backdrop tap does nothing, Escape still closes', () => {
    const { dialog } = openSample({ closeOnBackdrop: false });
    act(() => vi.advanceTimersByTime(DIALOG_MASK_GUARD_MS));
    tapBackdrop(dialog);
    expect(screen.queryByTestId('sample')).not.toBeNull();
    pressEscape(dialog);
    expect(screen.queryByTestId('sample')).toBeNull();
  });

  it('a dialog closed by the browser itself (second Escape) is reported closed, or shown again when it forbids closing', () => {
    const onClose = vi.fn();
    const { dialog } = openSample({ onClose });
    dialog.close();
    expect(onClose).toHaveBeenCalledOnce();

    const { dialog: locked } = openSampleIn(document.body, { dismissible: false });
    locked.close();
    expect(locked.open).toBe(true);
  });

  it('keeps the top layer in document order: a dialog later in the page stays above one opened after it', () => {
    render(
      <>
        <div id="early" />
        <div id="late" />
      </>,
    );
    const shown: string[] = [];
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal').mockImplementation(function (this: HTMLDialogElement) {
      shown.push(this.dataset.testid ?? '');
      this.setAttribute('open', '');
    });
    const late = render(
      <Modal data-testid="late" aria-label="late" onClose={() => undefined}>
        late
      </Modal>,
      { container: document.getElementById('late')! },
    );
    render(
      <Modal data-testid="early" aria-label="early" onClose={() => undefined}>
        early
      </Modal>,
      { container: document.getElementById('early')! },
    );
    expect(shown).toEqual(['late', 'early', 'late']);
    expect(screen.getByTestId('late').hasAttribute('open')).toBe(true);
    late.unmount();
    showModal.mockRestore();
  });

  it('shows a popover kept above modals (the toast host) again after a dialog opens, so it stays on top', () => {
    const host = document.body.appendChild(document.createElement('div'));
    let shown = true;
    const calls: string[] = [];
    Object.assign(host, {
      showPopover: () => ((shown = true), calls.push('show')),
      hidePopover: () => ((shown = false), calls.push('hide')),
    });
    vi.spyOn(host, 'matches').mockImplementation((selector: string) => selector === ':popover-open' && shown);
    const release = keepAboveModals(host);
    openSample();
    expect(calls).toEqual(['hide', 'show']);
    release();
    host.remove();
  });
});

function openSampleIn(container: HTMLElement, props: Partial<ModalProps>) {
  const host = container.appendChild(document.createElement('div'));
  render(<Opener {...props} />, { container: host });
  fireEvent.click(host.querySelector('button')!);
  return { dialog: host.querySelector('dialog')! };
}
