import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProviderLogos } from './ProviderLogos';

const logos = [
  { name: 'PG', url: 'vendor/PG.svg' },
  { name: 'JILI', url: 'vendor/JILI.svg' },
];

describe('ProviderLogos', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps a box per provider and asks for the pictures only once the footer comes near the screen', async () => {
    let reveal: (entries: { isIntersecting: boolean }[]) => void = () => {};
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof reveal) {
          reveal = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    const { container } = render(<ProviderLogos logos={logos} />);
    expect((await screen.findByTestId('provider-logos')).querySelectorAll('li')).toHaveLength(2);
    expect(container.querySelector('img')).toBeNull();
    act(() => reveal([{ isIntersecting: true }]));
    expect([...container.querySelectorAll('img')].map((img) => img.getAttribute('alt'))).toEqual(['PG', 'JILI']);
  });
});
