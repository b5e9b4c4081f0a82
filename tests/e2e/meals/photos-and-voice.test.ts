// The client half of photos and voice (issue 9) in Chromium against the real server: an entry
// with a photo shows it in the log, zoomed and on the meal detail; the microphone records from
// Chromium's fake device (a spoken WAV from espeak-ng), transcribes and appends the words.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { CHUNK_MS } from '../../../src/web/lib/recorder';
import { CHROMIUM_PATH } from '../harness/browser';
import { useSignedInSuite } from '../harness/suite';
import { expectAccessible } from '../shell/shell-helpers';
import { entryCard, logEntry, mealsOfToday, shoot, tapAfterSettling } from './meals-helpers';

/** Counts the chunks MediaRecorder hands the app (one per CHUNK_MS of audio) in window.__audioChunks. */
const CHUNK_COUNTER = `(() => {
  window.__audioChunks = 0;
  const start = MediaRecorder.prototype.start;
  MediaRecorder.prototype.start = function (...args) {
    this.addEventListener('dataavailable', () => { window.__audioChunks += 1; });
    return start.apply(this, args);
  };
})();`;

describe('photos and voice in the composer', () => {
  const wav = path.join(mkdtempSync(path.join(tmpdir(), 'crease-voice-')), 'meal.wav');
  const suite = useSignedInSuite({
    prefix: 'e2e-media',
    launch: async () => {
      execFileSync('espeak-ng', ['-s', '140', '-w', wav, 'two rotis and dal']);
      return chromium.launch({
        executablePath: CHROMIUM_PATH,
        args: [
          '--headless',
          '--no-sandbox',
          '--disable-gpu',
          '--use-fake-ui-for-media-stream',
          '--use-fake-device-for-media-stream',
          `--use-file-for-fake-audio-capture=${wav}`,
        ],
      });
    },
  });

  it('uploads an attached photo with the entry and shows it in the log, zoomed and on the detail', async () => {
    const { page } = await suite.newSignedInPage();
    await page.goto(`${suite.server.url}/meals`);
    const png = await sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 220, g: 140, b: 40 } } })
      .png()
      .toBuffer();
    await page.locator('input[type=file]').setInputFiles({ name: 'poha.png', mimeType: 'image/png', buffer: png });
    await page.getByRole('list', { name: 'Attached images' }).getByRole('img', { name: 'poha.png' }).waitFor();
    await logEntry(page, '1 plate of poha');
    const card = entryCard(page, '1 plate of poha');
    await page
      .locator('[data-testid=log-entry][data-status=completed]', { hasText: '1 plate of poha' })
      .waitFor({ timeout: 10_000 });
    const thumb = card.getByRole('list', { name: 'Photos' }).locator('img');
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await shoot(page, 'meals-with-photo');
    await card.getByRole('button', { name: 'Open photo 1' }).click();
    const zoom = page.getByRole('dialog', { name: 'Meal photo' });
    await zoom.getByRole('img').waitFor();
    await shoot(page, 'meals-photo-zoom');
    await zoom.getByRole('button', { name: 'Close' }).click();
    const meal = (await mealsOfToday(page, suite.server.url)).find((m) => m.context.image_uploads.length > 0)!;
    expect(meal).toBeDefined();
    await tapAfterSettling(page, card.getByRole('link').first());
    await page.waitForURL(`${suite.server.url}/meals/${meal.id}`);
    const photo = page.locator('article').getByRole('img', { name: /^Photo of/ });
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await page.close();
  });

  it('records from the microphone, transcribes, and appends the words after a space', async () => {
    const { page } = await suite.newSignedInPage();
    await page.addInitScript(CHUNK_COUNTER);
    await page.goto(`${suite.server.url}/meals`);
    const input = page.getByLabel('What did you eat?');
    await input.fill('breakfast:');
    await page.getByRole('button', { name: 'Record voice' }).click();
    await page.getByText('Recording...').waitFor();
    expect(await input.isDisabled()).toBe(true);
    await shoot(page, 'meals-recording');
    await expectAccessible(page);
    // Stop once the recorder has handed over audio as long as the spoken sentence and one chunk
    // more (espeak-ng writes 16-bit mono at 22,050 Hz after a 44-byte header).
    const spokenMs = ((statSync(wav).size - 44) / (2 * 22_050)) * 1000;
    const chunks = () => page.evaluate(() => (window as unknown as { __audioChunks: number }).__audioChunks);
    await expect.poll(chunks, { timeout: 15_000 }).toBeGreaterThanOrEqual(Math.ceil(spokenMs / CHUNK_MS) + 1);
    await page.getByRole('button', { name: 'Stop' }).click();
    await expect.poll(() => input.isDisabled(), { timeout: 20_000 }).toBe(false);
    const text = await input.inputValue();
    expect(text.startsWith('breakfast: ')).toBe(true);
    expect(text.length).toBeGreaterThan('breakfast: '.length);
    await page.close();
  });

  it('says so when the microphone is not allowed', async () => {
    const { page } = await suite.newSignedInPage();
    await page.addInitScript(() => {
      navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('denied', 'NotAllowedError'));
    });
    await page.goto(`${suite.server.url}/meals`);
    await page.getByRole('button', { name: 'Record voice' }).click();
    await page.getByText('Unable to access microphone. Please check your permissions.').first().waitFor();
    expect(await page.getByText('Recording...').count()).toBe(0);
    await page.close();
  });
});
