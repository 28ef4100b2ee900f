/** Applying for a promotion: the form with its images, and the drafts kept while the player is away. */
export { useApplyDrafts } from './applyDraft';
export { ApplyForm } from './ApplyForm';
