import { render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AppRoutes } from './AppRoutes';

vi.mock('../federation/AreaView', () => ({
  AreaView: ({ area, module }: { area: string; module: string }) => <p data-testid="area-view">{`${area} ${module}`}</p>,
}));
vi.mock('../status/LazyStatusPage', () => ({
  LazyStatusPage: ({ kind }: { kind: string }) => <p data-testid="status-page">{kind}</p>,
}));

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

const openAt = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
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
});
