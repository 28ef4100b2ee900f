import { describe, expect, it } from 'vitest';
import { firstInvalid, withoutError } from './fieldErrors';

describe('firstInvalid', () => {
  it('is the first field in screen order that has an error, whatever order the errors were found in', () => {
    const errors: Partial<Record<'a' | 'b' | 'c', string>> = { b: 'x', c: 'y' };
    expect(firstInvalid(['c', 'b', 'a'] as const, errors)).toBe('c');
    expect(firstInvalid(['a', 'b', 'c'] as const, errors)).toBe('b');
    expect(firstInvalid(['a'] as const, errors)).toBeUndefined();
  });
});

describe('withoutError', () => {
  it('drops the one field’s error and keeps the others', () => {
    expect(withoutError<'a' | 'b'>({ a: 'x', b: 'y' }, 'a')).toEqual({ b: 'y' });
  });

  it('gives the same object back when the field has no error, so nothing renders again', () => {
    const errors = { a: 'x' };
    expect(withoutError(errors, 'b')).toBe(errors);
  });
});
