// `npm run bench:lighthouse`: Lighthouse (mobile, its default throttling) on the built landing
// page, a blog post and the signed-in /meals screen with a day of entries, served by the built
// server, in Debian's Chromium. Prints the four category scores and the main timings; numbers
// only, no pass/fail (the target is ≥ 95 each). Needs `npm run build` first.
// For /meals the bench signs a user up on that server (embedded sign-in), queues six entries
// for today, waits until they are analysed, and hands Lighthouse the session cookie.
// Lighthouse's own advice is to take the median of several runs, since one run moves with what
// else the machine is doing: each page is measured LIGHTHOUSE_RUNS times (default 3), every run
// is printed and then the median of each score. A run Lighthouse itself could not complete
// (NO_NAVSTART, NO_FCP on a busy machine) is shown, not counted, and run again (twice at most).
//   LIGHTHOUSE_PATHS (default "/,/blog/fast-bowler-fuel,/meals") lists the pages to measure,
//   comma-separated; /meals (and any path under it) is measured signed in.
//   LIGHTHOUSE_REPORT_DIR, when set, keeps each full JSON report there (to see why a metric is slow).
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { projectRoot } from '../src/server/paths';
import { startServer } from '../tests/helpers/server-process';
import { seedDayOfEntries } from './seed-day';

const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
const paths = (process.env.LIGHTHOUSE_PATHS ?? '/,/blog/fast-bowler-fuel,/meals')
  .split(',')
  .map((p) => p.trim())
  .filter(Boolean);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3) || 3);
const TIMINGS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];

if (!existsSync(`${projectRoot}/dist/server/main.js`) || !existsSync(`${projectRoot}/dist/web/index.html`)) {
  console.error('No build found: run `npm run build` first.');
  process.exit(1);
}

const server = await startServer({ from: 'dist' });
const chrome = await launch({
  chromePath: CHROME,
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const signedInPaths = paths.filter((p) => p === '/meals' || p.startsWith('/meals/'));
const cookie = signedInPaths.length ? await seedDayOfEntries(server.url) : undefined;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)] ?? 0;

try {
  for (const p of paths) {
    console.log(`\nLighthouse, mobile: ${p}`);
    const scores: Record<(typeof CATEGORIES)[number], number[]> = {
      performance: [],
      accessibility: [],
      'best-practices': [],
      seo: [],
    };
    let failedRuns = 0;
    for (let run = 1; scores.performance.length < RUNS && failedRuns <= 2; run++) {
      const result = await lighthouse(`${server.url}${p}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
        ...(signedInPaths.includes(p) && cookie ? { extraHeaders: { Cookie: cookie } } : {}),
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${p}`);
      const { categories, audits, runtimeError } = result.lhr;
      if (reportDir) {
        mkdirSync(reportDir, { recursive: true });
        writeFileSync(
          path.join(reportDir, `lighthouse${p.replace(/[^a-z0-9]+/gi, '-')}-${run}.json`),
          JSON.stringify(result.lhr, null, 2),
        );
      }
      if (runtimeError) {
        failedRuns++;
        console.log(`  run ${run}: runtime error ${runtimeError.code} (not counted) ${runtimeError.message}`);
        continue;
      }
      const row = CATEGORIES.map((c) => Math.round((categories[c]?.score ?? 0) * 100));
      CATEGORIES.forEach((c, i) => scores[c].push(row[i]!));
      // A signed-in page that lost its session ends elsewhere (the sign-in page): say so.
      if (new URL(result.lhr.finalDisplayedUrl).pathname !== p)
        console.log(`  run ${run}: ended on ${result.lhr.finalDisplayedUrl}, not ${p}`);
      const timings = TIMINGS.map(
        (t) =>
          `${t
            .replace(/-/g, ' ')
            .replace(/\b(\w)\w+/g, '$1')
            .replace(/ /g, '')
            .toUpperCase()} ${audits[t]?.displayValue ?? '?'}`,
      );
      console.log(`  run ${run}: ${CATEGORIES.map((c, i) => `${c} ${row[i]}`).join(', ')}   (${timings.join(', ')})`);
      // What keeps each category down: its scored audits that did not pass.
      for (const c of CATEGORIES) {
        const refs = categories[c]?.auditRefs ?? [];
        const failing = refs.filter((r) => r.weight > 0 && (audits[r.id]?.score ?? 1) < 0.9);
        for (const r of failing)
          console.log(`    ${c}: ${r.id} ${audits[r.id]?.score} ${audits[r.id]?.displayValue ?? ''}`.trimEnd());
      }
    }
    console.log(`  median of ${scores.performance.length} run(s):`);
    for (const c of CATEGORIES) console.log(`  ${c.padEnd(16)} ${scores[c].length ? median(scores[c]) : '?'}`);
  }
} finally {
  await chrome.kill();
  await server.stop();
}
