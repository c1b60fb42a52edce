import { create } from 'zustand';
import type { Tone } from './alert';

/** One message in the toast region. `id` is unique for the page's lifetime. */
export interface Toast {
  id: number;
  tone: Tone;
  message: string;
  title?: string | undefined;
}

interface ToastState {
  toasts: Toast[];
}

/** Non-error toasts leave on their own; errors stay until dismissed so nobody misses them. */
const AUTO_DISMISS_MS = 6000;

let nextId = 1;

export const useToastStore = create<ToastState>(() => ({ toasts: [] }));

export function dismissToast(id: number): void {
  useToastStore.setState((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) }));
}

/** Shows a toast and returns its id. Callable outside React (e.g. from a MutationCache). */
export function showToast(toast: Omit<Toast, 'id'>): number {
  const id = nextId++;
  useToastStore.setState((s) => ({ toasts: [...s.toasts, { ...toast, id }] }));
  if (toast.tone !== 'error') setTimeout(() => dismissToast(id), AUTO_DISMISS_MS);
  return id;
}
