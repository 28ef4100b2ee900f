/** Feedback: the form and its rules (problem kinds, question types). */
export { FeedbackForm } from './FeedbackForm';
export { FEEDBACK_PROBLEMS, QUESTION_TYPES } from './feedbackRules';
