import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { controlledIntersections } from 'shared/testing';
import { ProviderLogos } from './ProviderLogos';

const logos = [
  { name: 'PG', url: 'vendor/PG.svg' },
  { name: 'JILI', url: 'vendor/JILI.svg' },
];

describe('ProviderLogos', () => {
  it('keeps a box per provider and asks for the pictures only once the footer is on screen', async () => {
    const reveal = controlledIntersections();
    const { container } = render(<ProviderLogos logos={logos} />);
    expect((await screen.findByTestId('provider-logos')).querySelectorAll('li')).toHaveLength(2);
    expect(container.querySelector('img')).toBeNull();
    act(() => reveal());
    expect([...container.querySelectorAll('img')].map((img) => img.getAttribute('alt'))).toEqual(['PG', 'JILI']);
  });
});
