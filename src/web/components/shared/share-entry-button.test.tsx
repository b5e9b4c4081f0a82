// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, on, stubFetch, withQueryClient } from '../../lib/test-support';
import { dismissToast, useToasts } from '../../lib/toast';
import { ShareEntryButton } from './share-entry-button';

const LINK = 'http://localhost:3000/calorie-guess/AAAAAAAAAAAAAAAAAAAAAAAA';

function ToastTitles() {
  return (
    <ul aria-label="Toasts">
      {useToasts()
        .filter((t) => t.open)
        .map((t) => (
          <li key={t.id}>{t.title}</li>
        ))}
    </ul>
  );
}

function setClipboard(writeText: ((text: string) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: writeText ? { writeText } : undefined,
  });
}

function renderButton() {
  const { wrapper: Wrapper } = withQueryClient();
  render(
    <Wrapper>
      <ShareEntryButton jobId="job-1" />
      <ToastTitles />
    </Wrapper>,
  );
}

afterEach(() => {
  cleanup();
  dismissToast();
  vi.unstubAllGlobals();
});

describe('ShareEntryButton', () => {
  it('shares the entry, copies its link and says "Link copied!"', async () => {
    const sent = stubFetch(on('POST', '/api/external/chat/jobs/job-1/share', () => json({ id: 'A', url: LINK }, 201)));
    const writeText = vi.fn(() => Promise.resolve());
    setClipboard(writeText);
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    await screen.findByText('Link copied!');
    expect(writeText).toHaveBeenCalledWith(LINK);
    expect(sent.map((r) => r.method)).toEqual(['POST']);
  });

  it('shows the link to copy by hand when the clipboard refuses', async () => {
    stubFetch(on('POST', '/api/external/chat/jobs/job-1/share', () => json({ id: 'A', url: LINK }, 201)));
    setClipboard(() => Promise.reject(new Error('NotAllowedError')));
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    await screen.findByRole('dialog', { name: 'Copy this link' });
    expect((screen.getByLabelText('Link') as HTMLInputElement).value).toBe(LINK);
    expect(screen.queryByText('Link copied!')).toBeNull();
  });

  it('says why when the server refuses, and copies nothing', async () => {
    stubFetch(
      on('POST', '/api/external/chat/jobs/job-1/share', () =>
        json({ message: 'Only a completed log entry can be shared' }, 409),
      ),
    );
    const writeText = vi.fn(() => Promise.resolve());
    setClipboard(writeText);
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    await screen.findByText('Failed to share');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Share' }).hasAttribute('disabled')).toBe(false));
    expect(writeText).not.toHaveBeenCalled();
  });
});
