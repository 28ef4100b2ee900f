import { act, screen } from '@testing-library/react';
import { useBrandStore, type BrandSettings } from 'shared';
import Privacy from './Privacy';
import { renderWithRouter } from 'shared/testing';

afterEach(() => useBrandStore.setState({ settings: null }));

describe('Privacy policy', () => {
  it('has the six sections in order', async () => {
    renderWithRouter(<Privacy />);
    await screen.findByTestId('privacy-introduction');
    expect([...document.querySelectorAll('h2')].map((h) => h.textContent)).toEqual([
      '1. Introduction',
      '2. Purpose',
      '3. Access information',
      '4. Confidentiality',
      '5. Recipients of customer information',
      '6. Monitoring',
    ]);
  });
  it('states the minimum age and the real-name rule (18 unless the brand says 21)', async () => {
    renderWithRouter(<Privacy />);
    expect((await screen.findByTestId('privacy-age-statement')).textContent).toMatch(/18 or older.*real name.*true/);
    act(() => useBrandStore.setState({ settings: { minimumAge: 21 } as BrandSettings }));
    expect(screen.getByTestId('privacy-age-statement').textContent).toMatch(/21 or older/);
  });
});
