// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ShareSummary } from '../../../contracts/shared-estimate';
import { json, on, stubFetch, withQueryClient } from '../../lib/test-support';
import { SharedLinksCard } from './shared-links-card';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const share = (id: string, title: string, text: string | null): ShareSummary => ({
  id,
  url: `http://localhost:3000/calorie-guess/${id}`,
  created_at: '2026-11-20T08:00:00.000Z',
  title,
  text,
});

function fakeServer(shares: ShareSummary[]) {
  return stubFetch(
    on('GET', '/api/shares', () => json({ items: shares })),
    on('DELETE', `/api/shares/${shares[0]?.id ?? ''}`, () => {
      shares.splice(0, 1);
      return new Response(null, { status: 204 });
    }),
  );
}

function renderCard() {
  const { wrapper: Wrapper } = withQueryClient();
  render(
    <Wrapper>
      <SharedLinksCard />
    </Wrapper>,
  );
}

describe('SharedLinksCard', () => {
  it('lists the live shares and copies a link', async () => {
    fakeServer([share('b'.repeat(24), 'Poha', '1 plate poha'), share('a'.repeat(24), 'Roti and 1 more', null)]);
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    renderCard();
    const rows = within(await screen.findByRole('list', { name: 'Shared links' })).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('Poha1 plate poha'),
      expect.stringContaining('Roti and 1 more'),
    ]);
    fireEvent.click(within(rows[1]!).getByRole('button', { name: 'Copy link' }));
    await waitFor(() =>
      expect(writeText).toHaveBeenCalledWith(`http://localhost:3000/calorie-guess/${'a'.repeat(24)}`),
    );
  });

  it('revokes a link only once confirmed, and the list follows', async () => {
    const sent = fakeServer([share('b'.repeat(24), 'Poha', '1 plate poha')]);
    renderCard();
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.filter((r) => r.method === 'DELETE')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Revoke' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Revoke' }));
    await screen.findByText('No shared links yet.');
    expect(sent.filter((r) => r.method === 'DELETE').map((r) => r.url)).toEqual([`/api/shares/${'b'.repeat(24)}`]);
  });
});
