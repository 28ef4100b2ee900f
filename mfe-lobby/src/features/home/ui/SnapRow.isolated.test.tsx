import { render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act } from 'react';
import { SnapRow } from './SnapRow';

const GAMES = Array.from({ length: 20 }, (_, i) => `game ${i}`);
const row = (perView: 2 | 4) => (
  <SnapRow items={GAMES} keyOf={(game) => game} perView={perView}>
    {(game) => <span>{game}</span>}
  </SnapRow>
);

describe('SnapRow', () => {
  it("puts the row's first two views in the server's HTML", () => {
    const html = renderToString(row(4));
    expect(html.match(/<li/g)).toHaveLength(8);
    expect(html).toContain('game 7');
    expect(html).not.toContain('game 8');
    expect(renderToString(row(2)).match(/<li/g)).toHaveLength(4);
  });

  it('takes the server HTML over as it is, then adds the rest of the row', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(row(4));
    document.body.append(container);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, row(4), { onRecoverableError: (error) => errors.push(error) });
    });
    await waitFor(() => expect(container.querySelectorAll('li')).toHaveLength(20));
    expect(errors).toEqual([]);
    container.remove();
  });

  it('opened in the browser, shows the whole row', async () => {
    render(row(4));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(20));
  });
});
