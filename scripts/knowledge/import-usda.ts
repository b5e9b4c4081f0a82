// `npm run foods:import-usda -- <folder> [--codes 01001,09040] [--match regex] [--limit n] [--out file]`
// Adds USDA foods and their portions to the git-ignored overlay (data/knowledge/usda-overlay.json
// or CREASE_KNOWLEDGE_OVERLAY), merging with foods imported before, then rebuilds the knowledge
// file. Imported foods rank below the curated tables when names collide.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { FoodDef } from '../../src/nutrition/knowledge/defs';
import { OVERLAY_FILE, PROJECT_ROOT } from './paths';
import { importUsdaFolder, type ImportOptions } from './usda-import';

function parseArgs(argv: string[]): { folder: string; opts: ImportOptions; out: string; build: boolean } {
  const opts: ImportOptions = {};
  let folder = '';
  let out = OVERLAY_FILE;
  let build = true;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] ?? '';
    const next = () => argv[++i] ?? '';
    if (a === '--codes') opts.codes = new Set(next().split(',').map((s) => s.trim()).filter(Boolean));
    else if (a === '--match') opts.match = new RegExp(next(), 'i');
    else if (a === '--limit') opts.limit = Number(next());
    else if (a === '--out') out = resolve(next());
    else if (a === '--no-build') build = false;
    else if (!a.startsWith('--')) folder = a;
  }
  if (!folder) {
    console.error('usage: npm run foods:import-usda -- <folder> [--codes a,b] [--match regex] [--limit n] [--out file] [--no-build]');
    process.exit(2);
  }
  return { folder: resolve(folder), opts, out, build };
}

const { folder, opts, out, build } = parseArgs(process.argv.slice(2));
const { layout, foods } = importUsdaFolder(folder, opts);
const previous: FoodDef[] = existsSync(out) ? ((JSON.parse(readFileSync(out, 'utf8')) as { foods?: FoodDef[] }).foods ?? []) : [];
const merged = new Map(previous.map((f) => [f.id, f]));
for (const f of foods) merged.set(f.id, f);
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, JSON.stringify({ source: folder, layout, foods: [...merged.values()] }, null, 1));
console.log(`foods:import-usda: ${foods.length} foods (${layout}) from ${folder} → ${out} (${merged.size} in overlay)`);
if (build) execFileSync(process.execPath, ['--import', 'tsx', 'scripts/knowledge/build.ts'], { cwd: PROJECT_ROOT, stdio: 'inherit' });
