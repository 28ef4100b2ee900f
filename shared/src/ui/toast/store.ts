import { create } from 'zustand';
import type { ToastAction, ToastKind, ToastRequest } from '../../bus/events';
import { LOADING_LIMIT_MS, TOAST_MS } from '../timings';

export interface Toast {
  id: string;
  kind: ToastKind;
  message: string;
  durationMs: number;
  action?: ToastAction;
}

interface ToastState {
  toasts: Toast[];
  push(toast: Toast): void;
  dismiss(id: string): void;
}

export const useToastStore = create<ToastState>((set) => ({
  toasts: [],
  push: (toast) => set((s) => ({ toasts: [...s.toasts.filter((t) => t.id !== toast.id), toast] })),
  dismiss: (id) => set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) })),
}));

const MAX_LOADING_MS = Math.max(...Object.values(LOADING_LIMIT_MS));
let counter = 0;
const timers = new Map<string, ReturnType<typeof setTimeout>>();

/** How long a toast stays: default 3 s, long 8 s, loading toasts no longer than their limit. */
export function toastDuration(request: ToastRequest): number {
  if (request.kind === 'loading') return Math.min(request.durationMs ?? LOADING_LIMIT_MS.default, MAX_LOADING_MS);
  if (request.durationMs !== undefined) return request.durationMs;
  return request.long ? TOAST_MS.long : TOAST_MS.default;
}

/** Show a toast; returns a function that hides it early. */
export function showToast(request: ToastRequest): () => void {
  const id = request.id ?? `toast-${++counter}`;
  const toast: Toast = {
    id,
    kind: request.kind ?? 'info',
    message: request.message,
    durationMs: toastDuration(request),
    action: request.action,
  };
  clearTimeout(timers.get(id));
  useToastStore.getState().push(toast);
  timers.set(
    id,
    setTimeout(() => hideToast(id), toast.durationMs),
  );
  return () => hideToast(id);
}

export function hideToast(id: string): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  useToastStore.getState().dismiss(id);
}

/** Convenience forms for the common cases of docs/product-rules.md §8. */
export const toast = {
  show: showToast,
  info: (message: string, durationMs: number = TOAST_MS.info) => showToast({ kind: 'info', message, durationMs }),
  error: (message: string, long = false) => showToast({ kind: 'error', message, long }),
  success: (message: string, durationMs: number = TOAST_MS.success) => showToast({ kind: 'success', message, durationMs }),
  loading: (message: string, limitMs: number = LOADING_LIMIT_MS.default) => showToast({ kind: 'loading', message, durationMs: limitMs }),
};
