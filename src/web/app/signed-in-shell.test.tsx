// @vitest-environment happy-dom
// The signed-in shell (decision 119): its static markup shows the frame and the meals composer,
// and the app's composer takes the page over with whatever was typed into the shell's box.
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Composer } from '../features/meals/composer';
import { useMealComposer } from '../features/meals/use-meal-composer';
import { seedSignedOut } from '../lib/auth';
import { createQueryClient } from '../lib/query-client';
import { hasSignedInShell, holdShellPresses, SHELL_ID, takeOverShell } from '../lib/signed-in-shell';
import { withQueryClient } from '../lib/test-support';
import { SignedInShell } from './signed-in-shell';

const PLACEHOLDER = 'Describe what you ate. Attach images for better accuracy.';

/** The page as the server sends it: the shell, and the app's hidden #root beside it. */
function loadShellPage(): HTMLElement {
  // Rendered as the build renders it (landing-prerender.tsx), then kept as plain markup.
  const scratch = document.createElement('div');
  const scratchRoot = createRoot(scratch);
  // The closed drawer's own user check adds nothing to the markup: answered here, not fetched.
  const client = createQueryClient();
  seedSignedOut(client);
  flushSync(() =>
    scratchRoot.render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/meals']}>
          <SignedInShell />
        </MemoryRouter>
      </QueryClientProvider>,
    ),
  );
  const markup = scratch.innerHTML;
  scratchRoot.unmount();
  document.body.innerHTML = `<div id="${SHELL_ID}">${markup}</div><div id="root" hidden></div>`;
  return document.getElementById('root')!;
}

/** The meals screen's composer as MealsPage wires it. */
function AppComposer({ onMic, onSend }: { onMic?: () => void; onSend?: (text: string) => void }) {
  const c = useMealComposer({ signedIn: true, day: '2026-11-24', onGuest: () => undefined, add: () => undefined });
  // The hook's text, files, busy, recorder and inputRef are the composer's props of those names.
  return (
    <Composer
      {...c}
      onText={c.setText}
      onFiles={c.setFiles}
      onMic={onMic ?? c.mic}
      onSubmit={() => (onSend ? onSend(c.text) : void c.submit())}
      onTips={() => undefined}
    />
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('signed-in shell', () => {
  it('shows the frame, the screen title and an idle composer with the SPEC placeholder', () => {
    loadShellPage();
    const shell = document.getElementById(SHELL_ID)!;
    expect(shell.querySelector('header button[aria-label="Open menu"]')).not.toBeNull();
    expect(shell.querySelector('h1')?.textContent).toBe('Meals');
    const box = shell.querySelector('textarea')!;
    expect(box.getAttribute('placeholder')).toBe(PLACEHOLDER);
    expect(box.value).toBe('');
    expect(shell.querySelector<HTMLButtonElement>('button[aria-label="Send"]')?.disabled).toBe(true);
    // Static markup: nothing for React to hydrate, and nothing of any user's.
    expect(shell.innerHTML).not.toMatch(/@|data-reactroot/);
  });

  it('is replaced by the app once its composer is there, keeping the words and the caret', () => {
    const root = loadShellPage();
    const box = document.querySelector<HTMLTextAreaElement>(`#${SHELL_ID} textarea`)!;
    box.value = '2 rotis and dal';
    box.focus();
    box.setSelectionRange(7, 7);
    expect(hasSignedInShell()).toBe(true);

    const { wrapper } = withQueryClient();
    render(<AppComposer />, { container: root, wrapper });

    expect(hasSignedInShell()).toBe(false);
    expect(root.hidden).toBe(false);
    const appBox = root.querySelector('textarea')!;
    expect(appBox.value).toBe('2 rotis and dal');
    expect(document.activeElement).toBe(appBox);
    expect(appBox.selectionStart).toBe(7);
  });

  it('hands over an untouched shell without taking the focus, and only once', () => {
    const root = loadShellPage();
    const { wrapper } = withQueryClient();
    render(<AppComposer />, { container: root, wrapper });
    expect(root.querySelector('textarea')!.value).toBe('');
    expect(document.activeElement).not.toBe(root.querySelector('textarea'));
    expect(takeOverShell()).toBeNull();
  });

  it('carries photos chosen on the shell into the app composer', () => {
    const root = loadShellPage();
    const picker = document.querySelector<HTMLInputElement>(`#${SHELL_ID} input[type=file]`)!;
    const photo = new File(['jpeg'], 'poha.jpg', { type: 'image/jpeg' });
    Object.defineProperty(picker, 'files', { value: [photo] });
    const { wrapper } = withQueryClient();
    render(<AppComposer />, { container: root, wrapper });
    expect(root.querySelector('img[alt="poha.jpg"]')).not.toBeNull();
  });

  it('presses the app button of the same name that was pressed on the shell', async () => {
    const root = loadShellPage();
    holdShellPresses();
    document.querySelector<HTMLButtonElement>(`#${SHELL_ID} button[aria-label="Record voice"]`)!.click();
    let recorded = 0;
    const { wrapper } = withQueryClient();
    render(<AppComposer onMic={() => (recorded += 1)} />, { container: root, wrapper });
    await vi.waitFor(() => expect(recorded).toBe(1));
  });

  it('sends what was typed when Enter was pressed on the shell of a desktop, once the app is there', async () => {
    // A mouse that hovers: a physical keyboard, where Enter sends (enter-to-send.ts).
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: true, media: query }));
    const root = loadShellPage();
    holdShellPresses();
    const box = document.querySelector<HTMLTextAreaElement>(`#${SHELL_ID} textarea`)!;
    box.value = '1 banana and 1 apple';
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    box.dispatchEvent(enter);
    expect(enter.defaultPrevented).toBe(true); // no new line in the words carried over
    const sent: string[] = [];
    const { wrapper } = withQueryClient();
    render(<AppComposer onSend={(text) => sent.push(text)} />, { container: root, wrapper });
    await vi.waitFor(() => expect(sent).toEqual(['1 banana and 1 apple']));
  });

  it('keeps Enter as a new line on the shell of a phone', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query }));
    loadShellPage();
    holdShellPresses();
    const box = document.querySelector<HTMLTextAreaElement>(`#${SHELL_ID} textarea`)!;
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    box.dispatchEvent(enter);
    expect(enter.defaultPrevented).toBe(false);
  });
});
