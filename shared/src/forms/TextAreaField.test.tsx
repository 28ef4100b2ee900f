import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TextAreaField } from './TextAreaField';

describe('TextAreaField', () => {
  it('ties its label to the text area, reports what is typed and is described by its counter', () => {
    const onChange = vi.fn();
    render(<TextAreaField name="content" label="Description" value="Hello" onChange={onChange} maxLength={200} counter="5/200" required />);
    const area = screen.getByLabelText<HTMLTextAreaElement>(/Description/);
    expect(area.name).toBe('content');
    expect(area.maxLength).toBe(200);
    expect(document.getElementById(area.getAttribute('aria-describedby') ?? '')?.textContent).toBe('5/200');
    fireEvent.change(area, { target: { value: 'Hello there' } });
    expect(onChange).toHaveBeenCalledWith('Hello there');
  });

  it('marks the text area invalid and describes it by its error, the counter still shown', () => {
    render(<TextAreaField name="comment" label="Comment" value="" onChange={() => undefined} counter="0/140" error="Too long" />);
    const area = screen.getByLabelText('Comment');
    expect(area.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(area.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Too long');
    expect(screen.getByText('0/140')).toBeTruthy();
  });
});
