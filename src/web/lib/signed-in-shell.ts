// The signed-in shell (decision 119): for a live session the server sends /meals with the app's
// frame and the meals composer already in the HTML (#app-shell, made at build time from the same
// components), and #root hidden. The page paints before any script runs; the app renders into the
// hidden #root and, once its own composer is there, takes the page over in the same frame, so
// nothing moves or flashes. Nothing done on the shell before that is lost: its words, caret and
// chosen photos go to the app's composer, and the last button pressed is pressed again on the
// app's button of the same name (the menu, the microphone, the tips link).

import { isSendKey } from './enter-to-send';

export const SHELL_ID = 'app-shell';
/** The composer's send button, by its accessible name (composer.tsx). */
const SEND = 'Send';

const shell = () => document.getElementById(SHELL_ID);

/** Whether this page came with the signed-in shell still showing. */
export const hasSignedInShell = () => shell() !== null;

/** The accessible name a shell button shares with its counterpart in the app. */
const buttonName = (button: HTMLButtonElement) => button.getAttribute('aria-label') ?? button.textContent?.trim() ?? '';

let heldPress: string | null = null;

/**
 * Holds presses of the shell's buttons (they do nothing without the app) until the app has taken
 * the page over, then presses the app's button of the same name. The key that sends (Enter on a
 * desktop, enter-to-send.ts) is held as a press of Send: typed fast, an entry is sent on the shell
 * before the app is there. Called by the entry script.
 */
export function holdShellPresses(): void {
  shell()?.addEventListener(
    'keydown',
    (event) => {
      if (!(event.target instanceof HTMLTextAreaElement) || !isSendKey(event)) return;
      event.preventDefault();
      heldPress = SEND;
    },
    true,
  );
  shell()?.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (!button) return;
      event.preventDefault();
      heldPress = buttonName(button);
    },
    true,
  );
}

export interface ShellInput {
  /** Words typed into the shell's box. */
  text: string;
  /** Photos chosen with the shell's picker. */
  files: File[];
  /** Where the caret was, when the box had the focus. */
  caret: number | null;
}

/**
 * Removes the shell and shows the app. Returns what was entered on the shell for the app's
 * composer to take, or null when there was no shell (already taken over, or another page).
 */
export function takeOverShell(): ShellInput | null {
  const el = shell();
  if (!el) return null;
  const box = el.querySelector('textarea');
  const picker = el.querySelector<HTMLInputElement>('input[type=file]');
  const focused = box !== null && document.activeElement === box;
  const input: ShellInput = {
    text: box?.value ?? '',
    files: Array.from(picker?.files ?? []),
    caret: focused ? (box.selectionStart ?? box.value.length) : null,
  };
  el.remove();
  const root = document.getElementById('root');
  root?.removeAttribute('hidden');
  const press = heldPress;
  heldPress = null;
  if (press && root) pressWhenReady(root, press);
  return input;
}

/**
 * Presses the app's button named `name` after the commit that took over (so its handlers are
 * attached), waiting a few frames while it is still disabled: Send is enabled only once the
 * composer holds the shell's words.
 */
function pressWhenReady(root: HTMLElement, name: string, triesLeft = 20): void {
  setTimeout(() => {
    const button = [...root.querySelectorAll('button')].find((b) => buttonName(b) === name);
    if (button && !button.disabled) button.click();
    else if (triesLeft > 0) pressWhenReady(root, name, triesLeft - 1);
  }, 50);
}
