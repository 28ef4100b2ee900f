import { digitsFormat } from './digitsFormat';

describe('the format of a digits-only rule', () => {
  it.each([
    ['^\\d{6}$', { min: 6, max: 6, prefix: '' }],
    ['\\d{6}', { min: 6, max: 6, prefix: '' }],
    ['^\\d{10,12}$', { min: 10, max: 12, prefix: '' }],
    ['^09\\d{9}$', { min: 11, max: 11, prefix: '09' }],
  ])('%s asks for %o', (pattern, format) => {
    expect(digitsFormat(pattern)).toEqual(format);
  });

  it.each(['^[A-Za-z]{6}$', '^\\d{6}|\\d{8}$', '^\\d+$', '^\\d{12,10}$', '', '^\\+?\\d{6,15}$'])('%j is not one it can say', (pattern) => {
    expect(digitsFormat(pattern)).toBeNull();
  });
});
