import { lobbyMode } from './lobbyMode';

describe('lobby modes', () => {
  it('shows all on the lobby tab', () => {
    expect(lobbyMode('lobby', '')).toBe('all');
    expect(lobbyMode(null, '')).toBe('all');
  });
  it('shows the list on another category', () => {
    expect(lobbyMode('RNG', '')).toBe('list');
  });
  it('shows the filter while searching (trimmed text)', () => {
    expect(lobbyMode('lobby', 'fortune')).toBe('filter');
    expect(lobbyMode('RNG', ' fo ')).toBe('filter');
    expect(lobbyMode('RNG', '   ')).toBe('list');
  });
});
