// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, on, stubFetch, withQueryClient } from '../../lib/test-support';
import { dismissToast } from '../../lib/toast';
import { FavouriteButton } from './favourite-button';

afterEach(() => {
  cleanup();
  dismissToast();
  vi.unstubAllGlobals();
});

function renderStar(favourite: boolean) {
  const { wrapper: Wrapper } = withQueryClient();
  render(
    <Wrapper>
      <FavouriteButton jobId="job-1" favourite={favourite} />
    </Wrapper>,
  );
}

describe('FavouriteButton', () => {
  it('stars the entry: pressed at once, PUT to the favourite call', async () => {
    const sent = stubFetch(on('PUT', '/api/entries/job-1/favourite', () => json({ job_id: 'job-1', favourite: true })));
    renderStar(false);
    const star = screen.getByRole('button', { name: 'Add to favourites' });
    expect(star.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(star);
    expect(screen.getByRole('button', { name: 'Remove from favourites' }).getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(sent.map((r) => `${r.method} ${r.url}`)).toContain('PUT /api/entries/job-1/favourite'));
  });

  it('unstars with DELETE, and shows the star as it was when the server refuses', async () => {
    stubFetch(on('DELETE', '/api/entries/job-1/favourite', () => json({ message: 'Job not found' }, 404)));
    renderStar(true);
    fireEvent.click(screen.getByRole('button', { name: 'Remove from favourites' }));
    expect(screen.getByRole('button', { name: 'Add to favourites' })).toBeTruthy();
    await screen.findByRole('button', { name: 'Remove from favourites' });
  });
});
