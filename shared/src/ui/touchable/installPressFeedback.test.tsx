import { fireEvent, render, screen } from '@testing-library/react';
import { TOUCH_MS } from '../timings';
import { installPressFeedback } from './installPressFeedback';

const at = (x: number, y: number) => ({ touches: [{ clientX: x, clientY: y }] });

function page() {
  render(
    <ul>
      <li data-testid="game-tile">
        <button type="button" data-testid="open">
          <span data-testid="art">art</span>
        </button>
      </li>
      <li>
        <a href="/m/activityDetail?id=1" data-testid="card">
          card
        </a>
      </li>
      <li data-testid="plain-row">text</li>
      <li>
        <button type="button" disabled data-testid="disabled">
          off
        </button>
      </li>
    </ul>,
  );
}

describe('press feedback on the page', () => {
  let uninstall: () => void;
  beforeEach(() => {
    vi.useFakeTimers();
    uninstall = installPressFeedback(document);
  });
  afterEach(() => {
    uninstall();
    vi.useRealTimers();
  });

  it('a touch inside a tile marks its button pressed after the press delay, and 100 ms after release it is off', () => {
    page();
    const button = screen.getByTestId('open');
    fireEvent.touchStart(screen.getByTestId('art'), at(5, 5));
    vi.advanceTimersByTime(TOUCH_MS.pressDelay - 1);
    expect(button.hasAttribute('data-pressed')).toBe(false);
    vi.advanceTimersByTime(1);
    expect(button.hasAttribute('data-pressed')).toBe(true);
    fireEvent.touchEnd(button, { touches: [] });
    vi.advanceTimersByTime(TOUCH_MS.pressOut);
    expect(button.hasAttribute('data-pressed')).toBe(false);
  });

  it('a scroll during the delay cancels: no pressed flash', () => {
    page();
    const card = screen.getByTestId('card');
    fireEvent.touchStart(card, at(5, 5));
    fireEvent.scroll(document);
    vi.advanceTimersByTime(1000);
    expect(card.hasAttribute('data-pressed')).toBe(false);
  });

  it('a finger moving beyond 20 px cancels', () => {
    page();
    const card = screen.getByTestId('card');
    fireEvent.touchStart(card, at(5, 5));
    fireEvent.touchMove(card, at(5, 40));
    vi.advanceTimersByTime(1000);
    expect(card.hasAttribute('data-pressed')).toBe(false);
  });

  it('the emulated mouse events after a touch do not press again', () => {
    page();
    const card = screen.getByTestId('card');
    fireEvent.touchStart(card, at(5, 5));
    fireEvent.touchEnd(card, { touches: [] });
    vi.advanceTimersByTime(TOUCH_MS.pressOut);
    fireEvent.mouseDown(card);
    vi.advanceTimersByTime(TOUCH_MS.pressDelay);
    expect(card.hasAttribute('data-pressed')).toBe(false);
    fireEvent.mouseUp(card);
    vi.advanceTimersByTime(TOUCH_MS.mouseLock);
    fireEvent.mouseDown(card);
    vi.advanceTimersByTime(TOUCH_MS.pressDelay);
    expect(card.hasAttribute('data-pressed')).toBe(true);
  });

  it('plain rows and disabled buttons get no feedback; a new press elsewhere clears the old one', () => {
    page();
    fireEvent.touchStart(screen.getByTestId('plain-row'), at(5, 5));
    fireEvent.touchStart(screen.getByTestId('disabled'), at(5, 5));
    vi.advanceTimersByTime(1000);
    expect(document.querySelector('[data-pressed]')).toBeNull();

    fireEvent.touchStart(screen.getByTestId('open'), at(5, 5));
    fireEvent.touchEnd(screen.getByTestId('open'), { touches: [] });
    fireEvent.touchStart(screen.getByTestId('card'), at(5, 5));
    expect(screen.getByTestId('open').hasAttribute('data-pressed')).toBe(false);
  });

  it('uninstalled, the page gets no feedback', () => {
    page();
    uninstall();
    fireEvent.touchStart(screen.getByTestId('card'), at(5, 5));
    vi.advanceTimersByTime(1000);
    expect(screen.getByTestId('card').hasAttribute('data-pressed')).toBe(false);
    uninstall = () => undefined;
  });
});
