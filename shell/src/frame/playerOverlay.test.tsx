import { act, render, screen } from '@testing-library/react';
import { useWhenNothingOpen } from './playerOverlay';

function SitePopup({ ready }: { ready: boolean }) {
  return useWhenNothingOpen(ready) ? <div role="dialog" aria-modal="true" data-testid="site-popup" /> : null;
}

/** Something the player opened, outside React as the areas' own dialogs may be. */
function open(markup: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = markup;
  document.body.append(host);
  return host;
}

const flush = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('a popup the site opens by itself', () => {
  it('opens once ready when nothing is open', async () => {
    const { rerender } = render(<SitePopup ready={false} />);
    expect(screen.queryByTestId('site-popup')).toBeNull();
    rerender(<SitePopup ready />);
    await flush();
    expect(screen.getByTestId('site-popup')).toBeTruthy();
  });

  for (const [what, markup] of [
    ['the side menu', '<aside data-testid="side-menu"></aside>'],
    ['a confirm dialog', '<div role="alertdialog" aria-modal="true"></div>'],
    ['a <dialog>', '<dialog open></dialog>'],
  ] as const) {
    it(`waits while the player has ${what} open, then opens`, async () => {
      const playerOpened = open(markup);
      render(<SitePopup ready />);
      await flush();
      expect(screen.queryByTestId('site-popup')).toBeNull();
      playerOpened.remove();
      await flush();
      expect(screen.getByTestId('site-popup')).toBeTruthy();
    });
  }

  it('stays once shown when the player then opens the menu', async () => {
    render(<SitePopup ready />);
    await flush();
    open('<aside data-testid="side-menu"></aside>');
    await flush();
    expect(screen.getByTestId('site-popup')).toBeTruthy();
  });
});
