// Shared steps of the polish end-to-end tests (issue #20): queue an entry the way the app does
// and wait for its meals, and measure a page's touch targets.
import type { Page } from 'playwright-core';
import { expect, vi } from 'vitest';
import type { Meal } from '../../../src/contracts/meal';

/** Runs fetch in the page, so the session cookie and a same-origin Origin go with it. */
export function pageFetch(page: Page, url: string, init: { method: string; body?: unknown } = { method: 'GET' }) {
  return page.evaluate(
    async ({ url, init }) => {
      const body = init.body === undefined ? undefined : JSON.stringify(init.body);
      const res = await fetch(url, {
        method: init.method,
        headers: body ? { 'content-type': 'application/json' } : {},
        body,
      });
      return { status: res.status, body: res.status === 204 ? null : ((await res.json()) as unknown) };
    },
    { url, init },
  );
}

/** Queues an entry as the composer does (the page must be on our origin) and waits for its meals. */
export async function logAndWait(page: Page, message: string): Promise<{ jobId: string; meals: Meal[] }> {
  const date = await page.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  });
  const timezone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  const queued = await pageFetch(page, '/api/external/chat/queue', {
    method: 'POST',
    body: { session_id: 'session_1_polish', message, date, timezone },
  });
  expect(queued.status).toBeLessThan(300);
  const jobId = (queued.body as { job_id: string }).job_id;
  let meals: Meal[] = [];
  await vi.waitFor(
    async () => {
      const res = await pageFetch(page, `/api/external/meals?limit=100&date=${date}`);
      meals = (res.body as { items: Meal[] }).items.filter((m) => m.source_job_id === jobId);
      expect(meals.length).toBeGreaterThan(0);
    },
    { timeout: 30_000, interval: 250 },
  );
  return { jobId, meals };
}

export interface SmallTarget {
  what: string;
  width: number;
  height: number;
}

/** WCAG 2.5.5 (AAA) and the platforms' guidelines: 44 × 44 CSS px for anything a thumb uses. */
export const MIN_TARGET = 44;

/**
 * Every visible control of the page smaller than 44 × 44: buttons, links, inputs, selects, text
 * areas, [role=button], tabs. Exempt, as WCAG 2.5.5 allows: a link inside a sentence (an inline
 * link whose line has other text: its size is set by the text's line height), and what is not
 * drawn (display none, hidden tabs, visually hidden "skip" links and file inputs, 1 px or less).
 * A checkbox is measured with its label, which toggles it too.
 */
export function smallTargets(page: Page): Promise<SmallTarget[]> {
  return page.evaluate((min) => {
    const selector = [
      'button',
      'a[href]',
      'input:not([type=hidden])',
      'select',
      'textarea',
      '[role=button]',
      '[role=tab]',
      '[role=link]',
      '[role=checkbox]',
      '[role=switch]',
      'summary',
    ].join(',');
    const inSentence = (el: Element) => {
      if (el.tagName !== 'A' || el.getAttribute('role') === 'button') return false;
      if (getComputedStyle(el).display !== 'inline') return false;
      const own = (el.textContent ?? '').trim();
      const line = (el.parentElement?.textContent ?? '').trim();
      return line.length > own.length;
    };
    const name = (el: Element) => {
      const label =
        el.getAttribute('aria-label') ??
        (el as HTMLInputElement).labels?.[0]?.textContent ??
        el.getAttribute('placeholder') ??
        el.textContent ??
        '';
      return `<${el.tagName.toLowerCase()}> "${label.trim().replace(/\s+/g, ' ').slice(0, 50)}"`;
    };
    const out: { what: string; width: number; height: number }[] = [];
    // A checkbox or radio is tapped through its label too: the label's box is its target.
    const box = (el: Element) => {
      const own = el.getBoundingClientRect();
      const labels = [...((el as HTMLInputElement).labels ?? [])].map((l) => l.getBoundingClientRect());
      return labels.find((l) => l.width >= own.width && l.height >= own.height) ?? own;
    };
    for (const el of document.querySelectorAll(selector)) {
      const r = box(el);
      if (r.width <= 1 || r.height <= 1) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      if (el.closest('[hidden], [aria-hidden=true], [inert]')) continue;
      if (inSentence(el)) continue;
      if (r.width < min - 0.5 || r.height < min - 0.5)
        out.push({ what: name(el), width: Math.round(r.width), height: Math.round(r.height) });
    }
    return out;
  }, MIN_TARGET);
}
