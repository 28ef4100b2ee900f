/** Promotion apply limits (docs/product-rules.md §5 and §9). */
export const APPLY_LIMITS = {
  commentMaxLength: 140,
  maxImages: 3,
  maxImageBytes: 5 * 1024 * 1024,
} as const;

const IMAGE_TYPES = ['image/png', 'image/jpeg'];
const IMAGE_EXTENSIONS = /\.(png|jpe?g)$/i;

/** What the picker needs to know about a chosen file (a `File` satisfies it). */
export interface PickedFile {
  name: string;
  type: string;
  size: number;
}

export type RejectionReason = 'type' | 'size' | 'count';

export interface Rejection {
  name: string;
  reason: RejectionReason;
}

/** PNG or JPG by name, and by MIME type whenever the browser reports one. */
export const isAllowedImage = (file: PickedFile) =>
  IMAGE_EXTENSIONS.test(file.name) && (file.type === '' || IMAGE_TYPES.includes(file.type));

/**
 * Splits newly picked files into those that may be added and those refused, with the reason for each.
 * Images already chosen are never touched; valid files beyond the limit of 3 are refused, in pick order.
 */
export function screenImages<F extends PickedFile>(alreadyChosen: number, picked: readonly F[]): { accepted: F[]; rejected: Rejection[] } {
  const accepted: F[] = [];
  const rejected: Rejection[] = [];
  for (const file of picked) {
    if (!isAllowedImage(file)) rejected.push({ name: file.name, reason: 'type' });
    else if (file.size > APPLY_LIMITS.maxImageBytes) rejected.push({ name: file.name, reason: 'size' });
    else if (alreadyChosen + accepted.length >= APPLY_LIMITS.maxImages) rejected.push({ name: file.name, reason: 'count' });
    else accepted.push(file);
  }
  return { accepted, rejected };
}

/** The comment's problem, if any: at most 140 characters. */
export const commentError = (comment: string): 'comment_too_long' | null =>
  comment.length > APPLY_LIMITS.commentMaxLength ? 'comment_too_long' : null;

/** The i18n key explaining a refused file. */
export const rejectionKey = (reason: RejectionReason) => `upload_rejected_${reason}`;
