import { describe, expect, it } from 'vitest';
import { toastReducer, type ToastData } from './toast-store';

const t = (id: string): ToastData => ({ id, open: true, title: `toast ${id}` });

describe('toast state', () => {
  it('keeps at most one toast, the newest', () => {
    const state = toastReducer(toastReducer([], { type: 'ADD', toast: t('1') }), { type: 'ADD', toast: t('2') });
    expect(state.map((x) => x.id)).toEqual(['2']);
  });

  it('updates, dismisses (closes but keeps) and removes toasts', () => {
    let state = toastReducer([], { type: 'ADD', toast: t('1') });
    state = toastReducer(state, { type: 'UPDATE', toast: { id: '1', title: 'changed' } });
    expect(state[0]?.title).toBe('changed');
    state = toastReducer(state, { type: 'DISMISS', toastId: '1' });
    expect(state).toEqual([expect.objectContaining({ id: '1', open: false })]);
    expect(toastReducer(state, { type: 'REMOVE', toastId: '1' })).toEqual([]);
  });
});
