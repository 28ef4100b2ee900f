import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createApiClient } from '../api/client';
import { decodeStatus } from '../api/decode';
import { i18n } from '../i18n/setup';
import { area, lobbySquad, statusAnswer } from '../testing/fixtures';
import { AreaActions } from './AreaActions';

function renderActions(status = area(), who = lobbySquad, answer: () => Response = () => Response.json(statusAnswer)) {
  const sent: Array<{ url: string; body: string }> = [];
  const client = createApiClient({
    token: 't',
    fetch: (async (url: string, init: RequestInit) => {
      sent.push({ url, body: String(init.body) });
      return answer();
    }) as typeof fetch,
  });
  const changed: unknown[] = [];
  render(
    <I18nextProvider i18n={i18n}>
      <AreaActions status={status} who={who} client={client} onChanged={(a) => changed.push(a)} />
    </I18nextProvider>,
  );
  return { sent, changed };
}

describe('an area’s actions', () => {
  it('are shown refused, with why, for an area the token does not own', () => {
    renderActions(area({ area: 'promotions' }));
    expect(screen.getByTestId('not-your-area').textContent).toBe(
      'The token lobby-squad may not change promotions: these actions are refused.',
    );
    for (const name of ['Pin', 'Start canary', 'Promote', 'Abort canary', 'Roll back']) {
      const button = screen.getByRole('button', { name });
      expect(button).toHaveProperty('disabled', true);
      expect(button.getAttribute('aria-describedby')).toBe(screen.getByTestId('not-your-area').id);
    }
  });

  it('ask for confirmation naming the change, and send it only once confirmed', async () => {
    const user = userEvent.setup();
    const { sent, changed } = renderActions();
    await user.click(screen.getByRole('button', { name: 'Pin' }));
    expect(screen.getByTestId('confirm-sentence').textContent).toBe('Pin lobby 1.3.0 for every player (now 1.2.0)');
    expect(sent).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Cancel', hidden: true }));
    expect(sent).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Roll back' }));
    expect(screen.getByTestId('confirm-sentence').textContent).toBe('Roll lobby back to 1.1.0 for every player (now 1.2.0)');
    await user.click(screen.getAllByRole('button', { name: 'Roll back', hidden: true }).at(-1)!);
    expect(sent).toEqual([{ url: '/v1/areas/lobby/rollback', body: '{}' }]);
    expect(changed).toEqual([decodeStatus(statusAnswer)]);
  });

  it("show the service's refusal with a retry that asks again", async () => {
    const user = userEvent.setup();
    const { sent } = renderActions(area(), lobbySquad, () =>
      Response.json({ message: 'refused to roll back lobby: a canary is running' }, { status: 409 }),
    );
    await user.click(screen.getByRole('button', { name: 'Roll back' }));
    await user.click(screen.getAllByRole('button', { name: 'Roll back', hidden: true }).at(-1)!);
    expect((await screen.findByTestId('change-error')).textContent).toContain(
      'Refused by the release rules (409): refused to roll back lobby: a canary is running',
    );
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByTestId('confirm-sentence').textContent).toBe('Roll lobby back to 1.1.0 for every player (now 1.2.0)');
    expect(sent).toHaveLength(1);
  });
});
