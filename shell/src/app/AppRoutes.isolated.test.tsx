import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { AppRoutes } from './AppRoutes';

const { notePlayerMoved } = vi.hoisted(() => ({ notePlayerMoved: vi.fn() }));
vi.mock('../pwa/playerStays', () => ({ notePlayerMoved }));

vi.mock('../federation/AreaView', () => ({
  AreaView: ({ area, module }: { area: string; module: string }) => <p data-testid="area-view">{`${area} ${module}`}</p>,
}));
vi.mock('../status/LazyStatusPage', () => ({
  LazyStatusPage: ({ kind }: { kind: string }) => <p data-testid="status-page">{kind}</p>,
}));

let navigate: NavigateFunction;

function Where() {
  navigate = useNavigate();
  return <output data-testid="where">{useLocation().pathname}</output>;
}

/** Opens the page at `url`; `before`: the entries of the tab's history before it (the player can go back to them). */
const openAt = (url: string, before: string[] = []) =>
  render(
    <MemoryRouter initialEntries={[...before, url]} initialIndex={before.length}>
      <AppRoutes />
      <Where />
    </MemoryRouter>,
  );

describe('AppRoutes', () => {
  it("shows the area and module of the route table's entry at the address", () => {
    openAt('/m/gameList');
    expect(screen.getByTestId('area-view').textContent).toBe('lobby ./GameList');
  });

  it('opens a route whatever the letter case or trailing slash of its address, as the router matches it', () => {
    openAt('/m/Login/');
    expect(screen.getByTestId('area-view').textContent).toBe('account ./Login');
    expect(screen.getByTestId('where').textContent).toBe('/m/Login/');
  });

  it("shows the shell's own status pages", () => {
    openAt('/m/serviceError');
    expect(screen.getByTestId('status-page').textContent).toBe('maintenance');
  });

  it('sends any other address home', () => {
    openAt('/m/no-such-page');
    expect(screen.getByTestId('where').textContent).toBe('/m/home');
    expect(screen.getByTestId('area-view').textContent).toBe('lobby ./Home');
  });

  describe('tells the service worker’s start when the player goes on to another screen', () => {
    beforeEach(() => notePlayerMoved.mockClear());

    it('not for the screen the page opened on, nor a redirect from it', () => {
      openAt('/m/no-such-page');
      expect(screen.getByTestId('where').textContent).toBe('/m/home');
      expect(notePlayerMoved).not.toHaveBeenCalled();
    });

    it('for a link to another screen', () => {
      openAt('/m/home');
      act(() => void navigate('/m/gameList'));
      expect(notePlayerMoved).toHaveBeenCalled();
    });

    it('for back to the screen before', () => {
      openAt('/m/gameList', ['/m/home']);
      act(() => void navigate(-1));
      expect(screen.getByTestId('where').textContent).toBe('/m/home');
      expect(notePlayerMoved).toHaveBeenCalled();
    });

    it('not for a screen that replaces the one open (a redirect)', () => {
      openAt('/m/home');
      act(() => void navigate('/m/login', { replace: true }));
      expect(screen.getByTestId('where').textContent).toBe('/m/login');
      expect(notePlayerMoved).not.toHaveBeenCalled();
    });
  });
});
