// Enter sends on a device with a physical keyboard (a fine pointer that hovers: a desktop or a
// laptop), Shift+Enter adds a line. On phones the keyboard's return key adds a line as it always
// did: there is a send button under the thumb, and people write entries over several lines.
// Cmd/Ctrl+Enter sends everywhere. A key pressed while an IME is composing is the IME's.

export interface EnterKey {
  key: string;
  shiftKey: boolean;
  altKey: boolean;
  metaKey: boolean;
  ctrlKey: boolean;
  isComposing?: boolean;
}

/** True on a device with a mouse or trackpad, where a physical keyboard is the norm. */
export function hasPhysicalKeyboard(): boolean {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return false;
  return window.matchMedia('(pointer: fine)').matches && window.matchMedia('(hover: hover)').matches;
}

/** Whether this key press sends the composer's text rather than typing into it. */
export function isSendKey(e: EnterKey, physicalKeyboard: boolean = hasPhysicalKeyboard()): boolean {
  if (e.key !== 'Enter' || e.isComposing) return false;
  if (e.metaKey || e.ctrlKey) return true;
  return physicalKeyboard && !e.shiftKey && !e.altKey;
}
