import { act, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeIntersectionObserver } from '../testing/browserStubs';
import { useNearViewport } from './useNearViewport';

function Probe({ inServerHtml }: { inServerHtml?: boolean }) {
  const [ref, near] = useNearViewport<HTMLDivElement>(undefined, { inServerHtml });
  return <div ref={ref}>{near ? 'near' : 'far'}</div>;
}

describe('useNearViewport', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is far until the element comes within the margin of the screen, then near for good', () => {
    const observers = fakeIntersectionObserver();
    const { container } = render(<Probe />);
    expect(container.textContent).toBe('far');
    expect(observers[0]!.options?.rootMargin).toBe('200px');
    act(() => observers[0]!.callback([{ isIntersecting: false }]));
    expect(container.textContent).toBe('far');
    act(() => observers[0]!.callback([{ isIntersecting: true }]));
    expect(container.textContent).toBe('near');
    expect(observers[0]!.disconnected).toBe(true);
  });

  it('counts everything as near where IntersectionObserver is missing', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { container } = render(<Probe />);
    expect(container.textContent).toBe('near');
  });

  it("in the server's HTML only the first screen is near; the rest wait for the observer once taken over", async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const page = () => (
      <>
        <Probe inServerHtml />
        <Probe />
      </>
    );
    const html = renderToString(page());
    expect(html.match(/near|far/g)).toEqual(['near', 'far']);

    const observers = fakeIntersectionObserver();
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors: unknown[] = [];
    await act(async () => void hydrateRoot(container, page(), { onRecoverableError: (error) => errors.push(error) }));
    expect(errors).toEqual([]);
    expect(container.textContent).toBe('nearfar');
    expect(observers).toHaveLength(1);
    act(() => observers[0]!.callback([{ isIntersecting: true }]));
    expect(container.textContent).toBe('nearnear');
    container.remove();
  });
});
