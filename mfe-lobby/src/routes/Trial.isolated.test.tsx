import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { ApiError, FirstViewContext, getSession, startTrial, useSessionStore, type FirstViewData } from 'shared';
import Trial from './Trial';
import { at, renderWithRouter } from 'shared/testing';

const { standIns } = await vi.hoisted(() => import('shared/testing'));
vi.mock('shared', standIns<typeof import('shared')>(['startTrial']));

afterEach(() => useSessionStore.getState().signOut());

describe('Free trial', () => {
  it('shows loading, calls test play, stores a type 4 session and goes to /m/home', async () => {
    let finish: (value: { token: string; userName: string; customerType: number }) => void = () => {};
    vi.mocked(startTrial).mockReturnValue(new Promise((resolve) => (finish = resolve)));
    renderWithRouter(<Trial />, at('/m/trail'));
    expect(await screen.findByTestId('trial-loading')).toBeTruthy();
    finish({ token: 'trial-token', userName: 'guest_42', customerType: 4 });
    expect((await screen.findByTestId('navigated')).textContent).toBe('/m/home');
    expect(getSession()).toMatchObject({ token: 'trial-token', userName: 'guest_42', type: 4 });
  });

  it("shows the server's message with a retry when test play fails", async () => {
    vi.mocked(startTrial)
      .mockRejectedValueOnce(new ApiError('server', 'Trial is full'))
      .mockResolvedValueOnce({ token: 't2', userName: 'g2', customerType: 4 });
    renderWithRouter(<Trial />, at('/m/trail'));
    expect(await screen.findByText(/Trial is full/)).toBeTruthy();
    expect(getSession()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(getSession()?.token).toBe('t2'));
  });

  it('sends someone already signed in home without making a trial account (docs/product-rules.md §6, 6.9)', async () => {
    vi.mocked(startTrial).mockClear();
    useSessionStore.getState().signIn({ token: 'member-token', userName: 'player01', type: 1, merchantCode: 'm', firstTimeLogin: false });
    renderWithRouter(<Trial />, at('/m/trail'));
    expect((await screen.findByTestId('navigated')).textContent).toBe('/m/home');
    expect(startTrial).not.toHaveBeenCalled();
    expect(getSession()).toMatchObject({ token: 'member-token', type: 1 });
  });

  it('makes no account in a server render: the page every visitor is given shows the trial starting, with no token', () => {
    vi.mocked(startTrial).mockClear();
    vi.mocked(startTrial).mockResolvedValue({ token: 'shared-token', userName: 'guest_1', customerType: 4 });
    // As the server renders a page: a screen's reads are run and waited for inside the render.
    const server: FirstViewData = {
      answerOf: () => undefined,
      serverAnswer: (_id, load) => load().result.then((data) => ({ data, reads: [] })),
    };
    const html = renderToString(
      <FirstViewContext.Provider value={server}>
        <MemoryRouter initialEntries={['/m/trail']}>
          <Trial />
        </MemoryRouter>
      </FirstViewContext.Provider>,
    );
    expect(startTrial).not.toHaveBeenCalled();
    expect(html).toContain('data-testid="trial-loading"');
    expect(html).not.toContain('shared-token');
  });
});
