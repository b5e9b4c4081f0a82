// `npm run bench:lighthouse`: Lighthouse (mobile, its default throttling) on the built landing
// page, served by the built server, in Debian's Chromium. Prints the four category scores and the
// main timings; numbers only, no pass/fail (the target is ≥ 95 each). Needs `npm run build` first.
//   LIGHTHOUSE_PATHS (default "/") lists the pages to measure, comma-separated.
//   LIGHTHOUSE_REPORT_DIR, when set, keeps each full JSON report there (to see why a metric is slow).
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { projectRoot } from '../src/server/paths';
import { startServer } from '../tests/helpers/server-process';

const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
const paths = (process.env.LIGHTHOUSE_PATHS ?? '/').split(',').map((p) => p.trim()).filter(Boolean);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const TIMINGS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];

if (!existsSync(`${projectRoot}/dist/server/main.js`) || !existsSync(`${projectRoot}/dist/web/index.html`)) {
  console.error('No build found: run `npm run build` first.');
  process.exit(1);
}

const server = await startServer({ from: 'dist' });
const chrome = await launch({
  chromePath: CHROME,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  for (const p of paths) {
    const result = await lighthouse(`${server.url}${p}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
    if (!result) throw new Error(`Lighthouse returned nothing for ${p}`);
    const { categories, audits, runtimeError } = result.lhr;
    if (reportDir) {
      mkdirSync(reportDir, { recursive: true });
      writeFileSync(path.join(reportDir, `lighthouse${p.replace(/[^a-z0-9]+/gi, '-')}.json`), JSON.stringify(result.lhr, null, 2));
    }
    console.log(`\nLighthouse, mobile: ${p}`);
    // e.g. NO_FCP when the machine is too busy to paint within Lighthouse's limits: rerun.
    if (runtimeError) console.log(`  runtime error: ${runtimeError.code} ${runtimeError.message}`);
    for (const c of CATEGORIES) console.log(`  ${c.padEnd(16)} ${Math.round((categories[c]?.score ?? 0) * 100)}`);
    for (const t of TIMINGS) console.log(`  ${t.padEnd(26)} ${audits[t]?.displayValue ?? '?'}`);
    // What keeps each category down: its scored audits that did not pass.
    for (const c of CATEGORIES) {
      const refs = categories[c]?.auditRefs ?? [];
      const failing = refs.filter((r) => r.weight > 0 && (audits[r.id]?.score ?? 1) < 0.9);
      for (const r of failing) console.log(`  ${c}: ${r.id} ${audits[r.id]?.score} ${audits[r.id]?.displayValue ?? ''}`.trimEnd());
    }
  }
} finally {
  await chrome.kill();
  await server.stop();
}
