import { parseAmount } from './money';

describe('parseAmount', () => {
  it('reads plain amounts, and amounts written the English way in English', () => {
    expect(parseAmount(' 20 ', 'en')).toBe(20);
    expect(parseAmount('1,000.5', 'en')).toBe(1000.5);
    expect(parseAmount('1,234,567.89', 'en')).toBe(1234567.89);
    expect(parseAmount('1,234', 'en')).toBe(1234);
  });

  it('reads amounts written the Portuguese way in Portuguese, as the withdraw field fills them', () => {
    expect(parseAmount('20', 'pt')).toBe(20);
    expect(parseAmount('1.000,5', 'pt')).toBe(1000.5);
    expect(parseAmount('1.234.567,89', 'pt')).toBe(1234567.89);
    expect(parseAmount('1.234', 'pt')).toBe(1234);
  });

  it('takes either mark before one or two final digits as the decimal mark', () => {
    expect(parseAmount('12,5', 'pt')).toBe(12.5);
    expect(parseAmount('12.50', 'pt')).toBe(12.5);
    expect(parseAmount('12.5', 'en')).toBe(12.5);
    expect(parseAmount('12,50', 'en')).toBe(12.5);
  });

  it('refuses thousands separated by the other language’s mark, and anything else', () => {
    expect(parseAmount('1.234', 'en')).toBeNaN();
    expect(parseAmount('1,234', 'pt')).toBeNaN();
    expect(parseAmount('1.000,5', 'en')).toBeNaN();
    expect(parseAmount('1,000.5', 'pt')).toBeNaN();
    for (const text of ['', '-5', '1e3', '1,2345', '1,000,5', '12345,678', '1,00.5']) expect(parseAmount(text, 'en')).toBeNaN();
    for (const text of ['', '-5', '1e3', '1.2345', '1.000.5', '12345.678', '1.00,5']) expect(parseAmount(text, 'pt')).toBeNaN();
  });
});
