// The shared calorie estimate page in Chromium: a signed-in athlete logs a meal with a photo
// taken on an iPhone (HEIC) and shares it; a guest sees it loaded (the photo, summary, notes,
// collapsible breakdown) and in the loading, empty and error states; after the owner revokes
// the share the same link shows the error state.
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { heicWithGps } from '../../integration/objects-fixtures';
import { openPage } from '../harness/browser';
import { useSignedInSuite } from '../harness/suite';
import { expectAccessible, unexpectedErrors } from '../shell/shell-helpers';

interface Share {
  id: string;
  url: string;
}

describe('shared calorie estimate page', () => {
  const suite = useSignedInSuite({ prefix: 'sharer' });
  let owner: Page;
  let guest: BrowserContext;
  let share: Share;

  /** Runs fetch in the owner's page, so the session cookie and a same-origin Origin go with it. */
  const ownerFetch = (url: string, init: { method: string; body?: unknown }) =>
    owner.evaluate(
      async ({ url, init }) => {
        const body = init.body === undefined ? undefined : JSON.stringify(init.body);
        const res = await fetch(url, {
          method: init.method,
          headers: body ? { 'content-type': 'application/json' } : {},
          body,
        });
        return { status: res.status, body: res.status === 204 ? null : await res.json() };
      },
      { url, init },
    );

  beforeAll(async () => {
    owner = (await suite.newSignedInPage()).page;
    // Same origin for the fetches below: the session cookie and Origin go with them.
    await owner.goto(`${suite.server.url}/meals`);
    // The three upload calls of SPEC §7 as the composer makes them, with the raw HEIC bytes.
    const photo = await owner.evaluate(
      async (base64) => {
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        const { uploadURL } = (await (await fetch('/api/objects/upload', { method: 'POST' })).json()) as {
          uploadURL: string;
        };
        const put = await fetch(uploadURL, { method: 'PUT', headers: { 'content-type': 'image/heic' }, body: bytes });
        if (!put.ok) throw new Error(`upload: ${put.status}`);
        const reg = await fetch('/api/food-images', {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ imageURL: uploadURL }),
        });
        if (!reg.ok) throw new Error(`register: ${reg.status} ${await reg.text()}`);
        return ((await reg.json()) as { objectPath: string }).objectPath;
      },
      (await heicWithGps()).toString('base64'),
    );
    const today = new Date().toISOString().slice(0, 10);
    const queued = await ownerFetch('/api/external/chat/queue', {
      method: 'POST',
      body: {
        session_id: 'session_1_e2e',
        message: '2 aloo parathas with curd and a glass of lassi',
        date: today,
        images_obj_stor_urls: [photo],
      },
    });
    expect(queued.status).toBeLessThan(300);
    const jobId = (queued.body as { job_id: string }).job_id;
    const statusOf = async () =>
      (
        (await ownerFetch('/api/external/chat/jobs', { method: 'GET' })).body as {
          items: Array<{ job_id: string; status: string }>;
        }
      ).items.find((j) => j.job_id === jobId)?.status;
    // vi.waitFor, not expect.poll: this is a hook, and expect.poll works only inside a test.
    await vi.waitFor(async () => expect(await statusOf()).toBe('completed'), { timeout: 30_000, interval: 250 });
    const created = await ownerFetch(`/api/external/chat/jobs/${jobId}/share`, { method: 'POST' });
    expect(created.status).toBe(201);
    share = created.body as Share;
    guest = await suite.newContext();
  });

  it('shows the loaded estimate to a guest, with preview tags for link unfurls', async () => {
    const { page, errors } = await openPage(guest);
    await page.goto(share.url);
    await page.getByRole('heading', { name: 'Nutrition Summary' }).waitFor();
    await page.getByRole('heading', { name: 'Meal Breakdown' }).waitFor();
    expect(await page.getByRole('link', { name: 'Try it free' }).getAttribute('href')).toBe('/');
    expect(await page.getByTestId('total-calories').innerText()).toMatch(/^\d+ kcal$/);
    const rows = page.getByRole('main').locator('li button[aria-expanded]');
    const count = await rows.count();
    expect(count).toBeGreaterThanOrEqual(2);
    await page.getByText(`${count} items`).waitFor();
    expect(await rows.evaluateAll((els) => els.map((e) => e.getAttribute('aria-expanded')))).toEqual([
      'true',
      ...Array(count - 1).fill('false'),
    ]);
    await rows.nth(1).click();
    await rows.nth(0).click();
    expect(await rows.nth(0).getAttribute('aria-expanded')).toBe('false');
    expect(await rows.nth(1).getAttribute('aria-expanded')).toBe('true');
    const photo = page.getByRole('img', { name: 'The shared meal' });
    await photo.waitFor();
    // Loaded for a guest (no cookies) and decoded: the HEIC, re-encoded as a 1200 px JPEG.
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1200);
    const imageUrl = new URL(`/api/public/calorie-guess/${share.id}/image`, share.url).href;
    expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toBe(imageUrl);
    expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toMatch(/ kcal \| Crease$/);
    expect(await page.title()).toMatch(/ kcal \| Crease$/);
    await expectAccessible(page);
    expect(unexpectedErrors(errors, '/calorie-guess/')).toEqual([]);
  });

  it('shows a spinner while loading and the empty state for an estimate without meals', async () => {
    const { page } = await openPage(guest);
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/public/calorie-guess/*', async (route) => {
      await held;
      await route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ image_url: null, total_calories_kcal: 0, meals: [] }),
      });
    });
    await page.goto(share.url);
    await page.getByRole('status').getByText('Loading meal estimate').waitFor({ state: 'attached' });
    release();
    await page.getByRole('heading', { name: 'No meal estimate found' }).waitFor();
  });

  it('shows the error state for an unknown id', async () => {
    const { page } = await openPage(guest);
    await page.goto(`${suite.server.url}/calorie-guess/AAAAAAAAAAAAAAAAAAAAAAAA`);
    await page.getByRole('heading', { name: 'Unable to Load Meal' }).waitFor();
    await page
      .getByText("We couldn't find the estimate you're looking for. The link may be invalid or expired.")
      .waitFor();
    await page.getByText('Error: Failed to fetch meal estimate: 404 Not Found').waitFor();
  });

  it('shows the error state once the owner revokes the share', async () => {
    const revoked = await ownerFetch(`/api/shares/${share.id}`, { method: 'DELETE' });
    expect(revoked.status).toBe(204);
    const { page } = await openPage(guest);
    await page.goto(share.url);
    await page.getByRole('heading', { name: 'Unable to Load Meal' }).waitFor();
    await page.getByText('Error: Failed to fetch meal estimate: 404 Not Found').waitFor();
    expect(await page.locator('meta[property="og:title"]').count()).toBe(0);
    expect(
      (await page.request.get(new URL(`/api/public/calorie-guess/${share.id}/image`, share.url).href)).status(),
    ).toBe(404);
  });
});
