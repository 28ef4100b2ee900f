import { linkBreaks } from './linkBreaks';

describe('linkBreaks', () => {
  it('cuts a link after each path slash, ? & and =, never inside a word or the scheme', () => {
    expect(linkBreaks('http://localhost:8450/m/register?recommenderId=player01&x=1')).toEqual([
      'http://localhost:8450/',
      'm/',
      'register?',
      'recommenderId=',
      'player01&',
      'x=',
      '1',
    ]);
    expect(linkBreaks('https://m.example.com').join('')).toBe('https://m.example.com');
    expect(linkBreaks('')).toEqual([]);
  });
});
