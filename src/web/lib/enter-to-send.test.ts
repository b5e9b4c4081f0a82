import { describe, expect, it } from 'vitest';
import { isSendKey } from './enter-to-send';

const key = (k: Partial<Parameters<typeof isSendKey>[0]> = {}) => ({
  key: 'Enter',
  shiftKey: false,
  altKey: false,
  metaKey: false,
  ctrlKey: false,
  ...k,
});

describe('enter to send', () => {
  it('sends on Enter with a physical keyboard; Shift+Enter adds a line', () => {
    expect(isSendKey(key(), true)).toBe(true);
    expect(isSendKey(key({ shiftKey: true }), true)).toBe(false);
  });

  it('adds a line on a phone’s return key', () => {
    expect(isSendKey(key(), false)).toBe(false);
  });

  it('sends on Cmd/Ctrl+Enter everywhere', () => {
    expect(isSendKey(key({ ctrlKey: true }), false)).toBe(true);
    expect(isSendKey(key({ metaKey: true }), true)).toBe(true);
  });

  it('leaves other keys and an IME’s composition alone', () => {
    expect(isSendKey(key({ key: 'a' }), true)).toBe(false);
    expect(isSendKey(key({ isComposing: true }), true)).toBe(false);
  });
});
