import { act, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeIntersectionObserver } from '../testing/browserStubs';
import { useOnScreen } from './useOnScreen';

function Probe() {
  const [ref, onScreen] = useOnScreen<HTMLDivElement>();
  return <div ref={ref}>{onScreen ? 'on' : 'off'}</div>;
}

describe('useOnScreen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is on screen until the observer says otherwise, then follows the element in and out as the page scrolls', () => {
    const observers = fakeIntersectionObserver();
    const { container, unmount } = render(<Probe />);
    expect(container.textContent).toBe('on');
    expect(observers[0]!.observed).toEqual([container.firstChild]);
    act(() => observers[0]!.callback([{ isIntersecting: false }]));
    expect(container.textContent).toBe('off');
    act(() => observers[0]!.callback([{ isIntersecting: true }]));
    expect(container.textContent).toBe('on');
    // Entries queued between two reports: the latest says where the element is.
    act(() => observers[0]!.callback([{ isIntersecting: true }, { isIntersecting: false }]));
    expect(container.textContent).toBe('off');
    unmount();
    expect(observers[0]!.disconnected).toBe(true);
  });

  it('is on screen where IntersectionObserver is missing, and in the server’s HTML', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    expect(render(<Probe />).container.textContent).toBe('on');
    expect(renderToString(<Probe />)).toContain('>on<');
  });
});
