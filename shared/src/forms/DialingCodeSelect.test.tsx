import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DialingCodeSelect } from './DialingCodeSelect';

const countries = [
  { countryCode: 'PH', dialingCode: '+63', name: 'Philippines' },
  { countryCode: 'VN', dialingCode: '+84', name: 'Vietnam' },
];

describe('DialingCodeSelect', () => {
  it('is the named dialling code, and tells which one is chosen', () => {
    const onChange = vi.fn();
    render(<DialingCodeSelect countries={countries} value="+63" onChange={onChange} />);
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Country dialling code' });
    expect(select.name).toBe('countryDialingCode');
    expect([...select.options].map((option) => option.textContent)).toEqual(['+63 PH', '+84 VN']);
    fireEvent.change(select, { target: { value: '+84' } });
    expect(onChange).toHaveBeenCalledWith('+84');
  });

  it('keeps a code the list does not have as a choice of its own', () => {
    render(<DialingCodeSelect countries={countries} value="+55" onChange={() => undefined} />);
    const select = screen.getByRole<HTMLSelectElement>('combobox');
    expect(select.value).toBe('+55');
    expect([...select.options].map((option) => option.value)).toEqual(['+55', '+63', '+84']);
  });
});
