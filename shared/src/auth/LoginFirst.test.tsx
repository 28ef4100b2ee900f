import { screen } from '@testing-library/react';
import { renderWithRouter } from '../testing/renderWithRouter';
import { loginBackTo } from '../routes/paths';
import { LoginFirst } from './LoginFirst';

describe('login first', () => {
  it('loginBackTo names the page to come back to, query included', () => {
    expect(loginBackTo('/m/webEmail?from=message')).toBe('/m/login?returnTo=%2Fm%2FwebEmail%3Ffrom%3Dmessage');
  });

  it('sends a guest to login with the screen they were on', async () => {
    renderWithRouter(<LoginFirst />, { url: '/m/feedback?type=2', path: '/m/feedback' });
    expect((await screen.findByTestId('navigated')).textContent).toBe('/m/login?returnTo=%2Fm%2Ffeedback%3Ftype%3D2');
  });
});
