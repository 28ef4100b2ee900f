import { act, screen } from '@testing-library/react';
import { controlledIntersections, renderWithRouter } from 'shared/testing';
import type { Announcement } from 'shared';
import { PromoText } from './PromoText';

const announcement = (id: number, title: string) => ({ id, title }) as Announcement;
const held = () => screen.getByTestId('promo-text').querySelector('span')!.className.includes('promoHeld');

describe('PromoText', () => {
  it('scrolls the titles by while on screen and holds them still while off screen', () => {
    const scroll = controlledIntersections();
    renderWithRouter(<PromoText items={[announcement(1, 'Weekend reload bonus'), announcement(2, 'New slots every Friday')]} />);
    expect(screen.getByTestId('promo-text').textContent).toBe('Weekend reload bonus   •   New slots every Friday');
    expect(held()).toBe(false);
    act(() => scroll(false));
    expect(held()).toBe(true);
    act(() => scroll(true));
    expect(held()).toBe(false);
  });
});
