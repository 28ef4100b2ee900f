import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ChoiceField } from './ChoiceField';

const banks = [
  { value: 'BDO', label: 'BDO', detail: 'Bank', testId: 'bank-BDO' },
  { value: 'GCASH', label: 'GCash', detail: 'E-wallet', testId: 'bank-GCASH' },
];

describe('ChoiceField', () => {
  it('offers each choice as a radio button of the payload field, under its legend, the chosen one checked', () => {
    render(<ChoiceField name="bankCode" legend="Bank" choices={banks} value="GCASH" onChange={() => undefined} />);
    const group = screen.getByRole('group', { name: 'Bank' });
    const radios = screen.getAllByRole<HTMLInputElement>('radio');
    expect(group.contains(radios[0]!)).toBe(true);
    expect(radios.map((r) => [r.name, r.value, r.checked])).toEqual([
      ['bankCode', 'BDO', false],
      ['bankCode', 'GCASH', true],
    ]);
    expect(screen.getByRole('radio', { name: /GCash\s*E-wallet/ })).toBe(radios[1]);
  });

  it('gives the value of the choice tapped', () => {
    const onChange = vi.fn();
    render(<ChoiceField name="bankCode" legend="Bank" choices={banks} value="GCASH" onChange={onChange} />);
    fireEvent.click(screen.getByTestId('bank-BDO'));
    expect(onChange).toHaveBeenCalledWith('BDO');
  });
});
