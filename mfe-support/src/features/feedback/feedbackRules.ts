import { checkFieldRule, type FeedbackPayload, type FeedbackType, type RuleToCheck } from 'shared';

/** docs/product-rules.md §5: the description is 20 to 200 characters. */
export const FEEDBACK_MIN_LENGTH = 20;
export const FEEDBACK_MAX_LENGTH = 200;

/** The question types in the picker's order, with their label keys and payload values (docs/product-rules.md §3). */
export const QUESTION_TYPES: readonly { key: string; value: FeedbackType }[] = [
  { key: 'deposit_issues', value: 1 },
  { key: 'withdraw_issues', value: 2 },
  { key: 'game_issues', value: 3 },
  { key: 'service_issues', value: 4 },
  { key: 'apply_issues', value: 6 },
  { key: 'other_issues', value: 0 },
];

export interface FeedbackForm {
  /** Unset until the user picks one. */
  type: FeedbackType | null;
  content: string;
  captcha: string;
}

export const EMPTY_FEEDBACK: FeedbackForm = { type: null, content: '', captcha: '' };

/** Message keys of the problems of a form, in the order the fields appear. */
export const FEEDBACK_PROBLEMS = ['feedback_type_required', 'feedback_too_short', 'feedback_too_long', 'in_vwrite_code'] as const;
export type FeedbackProblem = (typeof FEEDBACK_PROBLEMS)[number];

/**
 * docs/product-rules.md §5.5 as rules checked by shared's one rule check (the trimmed value, anchored), in order;
 * each rule's message is the problem it reports.
 */
export const FEEDBACK_RULES: readonly { field: 'content' | 'captcha'; rule: RuleToCheck & { message: FeedbackProblem } }[] = [
  {
    field: 'content',
    rule: { enabled: true, required: true, pattern: `[\\s\\S]{${FEEDBACK_MIN_LENGTH},}`, message: 'feedback_too_short' },
  },
  {
    field: 'content',
    rule: { enabled: true, required: false, pattern: `[\\s\\S]{0,${FEEDBACK_MAX_LENGTH}}`, message: 'feedback_too_long' },
  },
  { field: 'captcha', rule: { enabled: true, required: true, pattern: '', message: 'in_vwrite_code' } },
];

export function feedbackProblem(form: FeedbackForm): FeedbackProblem | null {
  if (form.type === null) return 'feedback_type_required';
  return FEEDBACK_RULES.find(({ field, rule }) => checkFieldRule(rule, form[field]) !== 'ok')?.rule.message ?? null;
}

/** Submit is disabled only while the description is empty; every other problem is told on submit. */
export const submitDisabled = (form: FeedbackForm): boolean => form.content.length === 0;

/** The counter under the description: `length/200`. */
export const counterText = (content: string): string => `${content.length}/${FEEDBACK_MAX_LENGTH}`;

/** The PUT /feedback payload: content, sender, type, captcha. Call only for a form without problems. */
export function feedbackPayload(form: FeedbackForm & { type: FeedbackType }, sender: string): FeedbackPayload {
  return { content: form.content.trim(), sender, type: form.type, captcha: form.captcha.trim() };
}

/** Reads the picker's value: '' is unset. */
export function parseQuestionType(value: string): FeedbackType | null {
  return QUESTION_TYPES.find((q) => String(q.value) === value)?.value ?? null;
}
