// toast() from anywhere (no hook needed) and useToasts() for the one <Toaster /> that renders them.
import { useSyncExternalStore } from 'react';
import { TOAST_REMOVE_DELAY, toastReducer, type ToastAction, type ToastData } from './toast-store';

export type ToastInput = Omit<ToastData, 'id' | 'open'>;

let state: ToastData[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

function dispatch(action: ToastAction): void {
  state = toastReducer(state, action);
  listeners.forEach((l) => l());
}

function scheduleRemoval(id: string): void {
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      dispatch({ type: 'REMOVE', toastId: id });
    }, TOAST_REMOVE_DELAY),
  );
}

export function dismissToast(toastId?: string): void {
  const ids = toastId === undefined ? state.map((t) => t.id) : [toastId];
  ids.forEach(scheduleRemoval);
  dispatch({ type: 'DISMISS', toastId });
}

export function toast(input: ToastInput): { id: string; dismiss: () => void; update: (next: ToastInput) => void } {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  dispatch({ type: 'ADD', toast: { ...input, id, open: true } });
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (next) => dispatch({ type: 'UPDATE', toast: { ...next, id } }),
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): ToastData[] {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
}
