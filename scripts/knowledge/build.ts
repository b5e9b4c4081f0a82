// `npm run knowledge:build`: turns IFCT 2017, the curated tables and the dish recipes into
// .cache/knowledge/knowledge.json, which src/knowledge-file/load-knowledge.ts reads.
// Cached: it does nothing when the hash of every input equals the hash in the existing file.
// `--force` rebuilds anyway; `--check` exits 1 when the file is missing or stale.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { DATA_DIR, OUTPUT_FILE, OVERLAY_FILE, PROJECT_ROOT, KNOWLEDGE_DIR, SCRIPTS_DIR, ifctCsv } from './paths';

function listFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...listFiles(path));
    else if (/\.(ts|csv|json)$/.test(name) && !name.endsWith('.test.ts')) out.push(path);
  }
  return out;
}

/** Hash of everything the output depends on: code, tables, IFCT data and the overlay. */
export function inputsHash(): string {
  const hash = createHash('sha256');
  const files = [
    ...listFiles(KNOWLEDGE_DIR),
    ...listFiles(DATA_DIR),
    ...listFiles(SCRIPTS_DIR),
    ifctCsv('compositions'),
    ...(existsSync(OVERLAY_FILE) ? [OVERLAY_FILE] : []),
  ];
  for (const file of files) {
    hash.update(relative(PROJECT_ROOT, file));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

function currentHash(): string | undefined {
  if (!existsSync(OUTPUT_FILE)) return undefined;
  // The hash sits near the start of the file; reading the head avoids parsing megabytes.
  const head = readFileSync(OUTPUT_FILE, 'utf8').slice(0, 200);
  return /"inputsHash":"([0-9a-f]+)"/.exec(head)?.[1];
}

async function main(): Promise<void> {
  const args = new Set(process.argv.slice(2));
  const hash = inputsHash();
  const upToDate = currentHash() === hash;
  if (args.has('--check')) {
    console.log(upToDate ? 'knowledge: up to date' : 'knowledge: missing or stale; run npm run knowledge:build');
    process.exit(upToDate ? 0 : 1);
  }
  if (upToDate && !args.has('--force')) {
    console.log(`knowledge: up to date (${relative(PROJECT_ROOT, OUTPUT_FILE)})`);
    return;
  }
  const started = performance.now();
  // Imported lazily so the up-to-date path stays fast.
  const { readSources } = await import('./read-sources');
  const { assembleKnowledge } = await import('../../src/nutrition/knowledge/build/assemble');
  const file = assembleKnowledge(readSources(), hash);
  mkdirSync(dirname(OUTPUT_FILE), { recursive: true });
  const tmp = `${OUTPUT_FILE}.${process.pid}.tmp`;
  writeFileSync(tmp, JSON.stringify(file));
  renameSync(tmp, OUTPUT_FILE);
  const ms = Math.round(performance.now() - started);
  console.log(
    `knowledge: wrote ${relative(PROJECT_ROOT, OUTPUT_FILE)} — ${file.entries.length} entries, ` +
      `${Object.keys(file.names).length} names, ${file.units.length} unit rows (${ms} ms)`,
  );
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
