import { FEEDBACK_TYPES } from 'shared';
import {
  counterText,
  EMPTY_FEEDBACK,
  feedbackPayload,
  feedbackProblem,
  parseQuestionType,
  QUESTION_TYPES,
  submitDisabled,
} from './feedbackRules';

const valid = { type: 1 as const, content: 'My deposit of 500 has not arrived yet', captcha: 'AB12' };

describe('feedback rules', () => {
  it('the question type starts unset', () => {
    expect(EMPTY_FEEDBACK.type).toBeNull();
    expect(feedbackProblem({ ...valid, type: null })).toBe('feedback_type_required');
  });
  it('maps the question types to their payload values', () => {
    expect(Object.fromEntries(QUESTION_TYPES.map((q) => [q.key, q.value]))).toEqual(FEEDBACK_TYPES);
    expect(QUESTION_TYPES.map((q) => q.value)).toEqual([1, 2, 3, 4, 6, 0]);
    expect(parseQuestionType('6')).toBe(6);
    expect(parseQuestionType('0')).toBe(0);
    expect(parseQuestionType('')).toBeNull();
    expect(parseQuestionType('5')).toBeNull();
  });
  it.each([
    ['deposit_issues', 1],
    ['withdraw_issues', 2],
    ['game_issues', 3],
    ['service_issues', 4],
    ['apply_issues', 6],
    ['other_issues', 0],
  ] as const)('gives %s the number %i of the spec', (name, value) => {
    expect(QUESTION_TYPES.find((q) => q.key === name)?.value).toBe(value);
  });
  it('rejects descriptions shorter than 20 characters (spaces around do not count)', () => {
    expect(feedbackProblem({ ...valid, content: 'x'.repeat(19) })).toBe('feedback_too_short');
    expect(feedbackProblem({ ...valid, content: `  ${'x'.repeat(19)}   ` })).toBe('feedback_too_short');
    expect(feedbackProblem({ ...valid, content: 'x'.repeat(20) })).toBeNull();
  });
  it('rejects descriptions longer than 200 characters', () => {
    expect(feedbackProblem({ ...valid, content: 'x'.repeat(200) })).toBeNull();
    expect(feedbackProblem({ ...valid, content: 'x'.repeat(201) })).toBe('feedback_too_long');
  });
  it('requires the captcha (in_vwrite_code)', () => {
    expect(feedbackProblem({ ...valid, captcha: '' })).toBe('in_vwrite_code');
    expect(feedbackProblem({ ...valid, captcha: '  ' })).toBe('in_vwrite_code');
  });
  it('disables submit only while the description is empty', () => {
    expect(submitDisabled(EMPTY_FEEDBACK)).toBe(true);
    expect(submitDisabled({ ...EMPTY_FEEDBACK, content: 'a' })).toBe(false);
    expect(submitDisabled({ type: null, content: 'short', captcha: '' })).toBe(false);
  });
  it('counts length/200', () => {
    expect(counterText('')).toBe('0/200');
    expect(counterText('hello')).toBe('5/200');
  });
  it('sends content, sender, type and captcha', () => {
    expect(feedbackPayload({ ...valid, content: ` ${valid.content} `, captcha: ' AB12 ' }, 'player01')).toEqual({
      content: valid.content,
      sender: 'player01',
      type: 1,
      captcha: 'AB12',
    });
  });
});
