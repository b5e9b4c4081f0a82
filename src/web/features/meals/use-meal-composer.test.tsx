// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, on, stubFetch, withQueryClient } from '../../lib/test-support';
import { useToasts } from '../../lib/toast';
import { useMealComposer } from './use-meal-composer';

beforeEach(() => {
  window.scrollTo = () => {};
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function setUp(signedIn = true) {
  const add = vi.fn();
  const onGuest = vi.fn();
  const { wrapper } = withQueryClient();
  const hook = renderHook(
    () => ({ composer: useMealComposer({ signedIn, day: '2026-11-24', onGuest, add }), toasts: useToasts() }),
    { wrapper },
  );
  return { hook, add, onGuest };
}

const photo = () => new File(['jpeg'], 'lunch.jpg', { type: 'image/jpeg' });

describe('useMealComposer', () => {
  it('asks a guest to sign in and sends nothing', async () => {
    const sent = stubFetch();
    const { hook, add, onGuest } = setUp(false);
    act(() => hook.result.current.composer.setText('dal chawal'));
    await act(() => hook.result.current.composer.submit());
    expect(onGuest).toHaveBeenCalled();
    expect(add).not.toHaveBeenCalled();
    expect(sent).toEqual([]);
  });

  it('refuses a message over the limit with the SPEC text and keeps it in the box', async () => {
    stubFetch();
    const { hook, add } = setUp();
    act(() => hook.result.current.composer.setText('x'.repeat(2001)));
    await act(() => hook.result.current.composer.submit());
    expect(add).not.toHaveBeenCalled();
    expect(hook.result.current.toasts[0]).toMatchObject({
      title: 'Error',
      description: 'Message is too long: at most 2000 characters',
    });
    expect(hook.result.current.composer.text).toHaveLength(2001);
  });

  it('uploads the photos first, then keeps the entry with their object paths and clears the box', async () => {
    const sent = stubFetch(
      on('POST', '/api/objects/upload', () => json({ uploadURL: '/api/objects/upload/u1' })),
      on('PUT', '/api/objects/upload/u1', () => new Response(null, { status: 200 })),
      on('PUT', '/api/food-images', () => json({ objectPath: '/api/objects/o1' })),
    );
    const { hook, add } = setUp();
    act(() => {
      hook.result.current.composer.setText('  poha  ');
      hook.result.current.composer.setFiles([photo()]);
    });
    await act(() => hook.result.current.composer.submit());
    expect(sent.map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST /api/objects/upload',
      'PUT /api/objects/upload/u1',
      'PUT /api/food-images',
    ]);
    expect(add).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'poha', date: '2026-11-24', imageUrls: ['/api/objects/o1'] }),
    );
    expect(hook.result.current.composer).toMatchObject({ text: '', files: [], busy: false });
  });

  it('keeps text and photos when an upload fails, with the SPEC toast', async () => {
    stubFetch(on('POST', '/api/objects/upload', () => new Response('', { status: 500 })));
    const { hook, add } = setUp();
    act(() => {
      hook.result.current.composer.setText('poha');
      hook.result.current.composer.setFiles([photo()]);
    });
    await act(() => hook.result.current.composer.submit());
    expect(add).not.toHaveBeenCalled();
    expect(hook.result.current.toasts[0]).toMatchObject({
      title: 'Error',
      description: 'Failed to upload images. Please try again.',
    });
    expect(hook.result.current.composer).toMatchObject({ text: 'poha', busy: false });
    expect(hook.result.current.composer.files).toHaveLength(1);
  });
});
