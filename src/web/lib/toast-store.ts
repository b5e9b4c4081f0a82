// Toast state of SPEC §4/§9: at most one toast at a time; a dismissed toast closes (so its exit
// animation plays) and is removed from state much later, 1,000,000 ms after dismissal.
import type { ReactNode } from 'react';

export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;

export type ToastVariant = 'default' | 'destructive';

export interface ToastData {
  id: string;
  open: boolean;
  title?: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  variant?: ToastVariant;
  /** Display time in ms; the toaster's default is 5,000. */
  duration?: number;
}

export type ToastAction =
  | { type: 'ADD'; toast: ToastData }
  | { type: 'UPDATE'; toast: Partial<ToastData> & { id: string } }
  | { type: 'DISMISS'; toastId?: string }
  | { type: 'REMOVE'; toastId?: string };

export function toastReducer(state: readonly ToastData[], action: ToastAction): ToastData[] {
  switch (action.type) {
    case 'ADD':
      return [action.toast, ...state].slice(0, TOAST_LIMIT);
    case 'UPDATE':
      return state.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t));
    case 'DISMISS':
      return state.map((t) => (action.toastId === undefined || t.id === action.toastId ? { ...t, open: false } : t));
    case 'REMOVE':
      return action.toastId === undefined ? [] : state.filter((t) => t.id !== action.toastId);
  }
}
