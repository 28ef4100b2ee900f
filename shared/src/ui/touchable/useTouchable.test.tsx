import { act, fireEvent, render, screen } from '@testing-library/react';
import { TOUCH_MS } from '../timings';
import { Touchable } from './Touchable';

const touch = (x: number, y: number) => ({ touches: [{ clientX: x, clientY: y }] });

describe('touchable', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the pressed state only after the 130 ms press delay', () => {
    render(<Touchable testId="t">x</Touchable>);
    const el = screen.getByTestId('t');
    fireEvent.touchStart(el, touch(0, 0));
    act(() => vi.advanceTimersByTime(TOUCH_MS.pressDelay - 1));
    expect(el.dataset.pressed).toBeUndefined();
    act(() => vi.advanceTimersByTime(1));
    expect(el.dataset.pressed).toBe('true');
  });

  it('fires a long press at 370 ms and then no press', () => {
    const onPress = vi.fn();
    const onLongPress = vi.fn();
    render(
      <Touchable testId="t" onPress={onPress} onLongPress={onLongPress}>
        x
      </Touchable>,
    );
    const el = screen.getByTestId('t');
    fireEvent.touchStart(el, touch(0, 0));
    act(() => vi.advanceTimersByTime(TOUCH_MS.longPress));
    fireEvent.touchEnd(el);
    expect(onLongPress).toHaveBeenCalledOnce();
    expect(onPress).not.toHaveBeenCalled();
  });

  it('cancels when the finger moves more than 20 px', () => {
    const onPress = vi.fn();
    render(
      <Touchable testId="t" onPress={onPress}>
        x
      </Touchable>,
    );
    const el = screen.getByTestId('t');
    fireEvent.touchStart(el, touch(0, 0));
    fireEvent.touchMove(el, touch(21, 0));
    fireEvent.touchEnd(el);
    expect(onPress).not.toHaveBeenCalled();
  });

  it('ignores emulated mouse events for 300 ms after a touch', () => {
    const onPress = vi.fn();
    render(
      <Touchable testId="t" onPress={onPress}>
        x
      </Touchable>,
    );
    const el = screen.getByTestId('t');
    fireEvent.touchStart(el, touch(0, 0));
    fireEvent.touchEnd(el);
    fireEvent.mouseDown(el);
    fireEvent.mouseUp(el);
    expect(onPress).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(TOUCH_MS.mouseLock));
    fireEvent.mouseDown(el);
    fireEvent.mouseUp(el);
    expect(onPress).toHaveBeenCalledTimes(2);
  });
});
