import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { StaticRouter } from 'react-router';
import { Redirect } from './Redirect';

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

describe('Redirect', () => {
  it('sends the browser on to its address, in place of the one it is at', () => {
    render(
      <MemoryRouter initialEntries={['/m/old']}>
        <Routes>
          <Route path="/m/old" element={<Redirect to="/m/home" />} />
          <Route path="/m/home" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByTestId('where').textContent).toBe('/m/home');
  });

  it('renders nothing on the server, and logs nothing there', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const html = renderToString(
      <StaticRouter location="/m/old">
        <Redirect to="/m/home" />
      </StaticRouter>,
    );
    expect(html).toBe('');
    expect([...warn.mock.calls, ...error.mock.calls]).toEqual([]);
  });
});
