import { create } from 'zustand';

export interface ChosenImage {
  id: string;
  name: string;
  size: number;
  /** `data:image/...;base64,...`, what the apply call sends. */
  dataUrl: string;
}

export interface ApplyDraft {
  comment: string;
  images: ChosenImage[];
}

interface DraftState {
  drafts: Record<number, ApplyDraft>;
  setComment(promotionId: number, comment: string): void;
  addImages(promotionId: number, images: ChosenImage[]): void;
  removeImage(promotionId: number, imageId: string): void;
  clear(promotionId: number): void;
}

export const EMPTY_DRAFT: ApplyDraft = { comment: '', images: [] };

/**
 * What the user has typed and chosen per promotion, kept outside the form so it survives a failed call,
 * a language switch and leaving the page and coming back.
 */
export const useApplyDrafts = create<DraftState>((set) => {
  const update = (promotionId: number, change: (draft: ApplyDraft) => ApplyDraft) =>
    set((s) => ({ drafts: { ...s.drafts, [promotionId]: change(s.drafts[promotionId] ?? EMPTY_DRAFT) } }));
  return {
    drafts: {},
    setComment: (promotionId, comment) => update(promotionId, (d) => ({ ...d, comment })),
    addImages: (promotionId, images) => update(promotionId, (d) => ({ ...d, images: [...d.images, ...images] })),
    removeImage: (promotionId, imageId) => update(promotionId, (d) => ({ ...d, images: d.images.filter((i) => i.id !== imageId) })),
    clear: (promotionId) =>
      set((s) => {
        const { [promotionId]: _dropped, ...rest } = s.drafts;
        return { drafts: rest };
      }),
  };
});

export const useApplyDraft = (promotionId: number) => useApplyDrafts((s) => s.drafts[promotionId] ?? EMPTY_DRAFT);
