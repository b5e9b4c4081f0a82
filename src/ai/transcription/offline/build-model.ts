// Prepares the offline recogniser's language model and pronunciation dictionary for meal talk,
// once per knowledge-base version, in a cache folder (building takes a few seconds).
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Knowledge } from '../../../nutrition/knowledge/index.js';
import { buildArpa } from './arpa.js';
import { mealCorpus } from './corpus.js';
import { guessPronunciation } from './g2p.js';

const MODEL_VERSION = 6;

export interface MealModelFiles {
  lm: string;
  dict: string;
}

async function readCmuDict(file: string): Promise<Map<string, string[]>> {
  const dict = new Map<string, string[]>();
  for (const line of (await readFile(file, 'utf8')).split('\n')) {
    const space = line.indexOf(' ');
    if (space < 1) continue;
    const word = line.slice(0, space).replace(/\(\d+\)$/, '');
    dict.set(word, [...(dict.get(word) ?? []), line.slice(space + 1).trim()]);
  }
  return dict;
}

/** Dictionary lines and a word map that folds same-sounding spellings (chapati, chapatti) into one. */
function buildDictionary(sentences: string[][], cmu: Map<string, string[]>) {
  const freq = new Map<string, number>();
  for (const s of sentences) for (const w of s) freq.set(w, (freq.get(w) ?? 0) + 1);
  const byPron = new Map<string, string>();
  const fold = new Map<string, string>();
  const lines: string[] = [];
  for (const [word] of [...freq].sort((a, b) => b[1] - a[1])) {
    const known = cmu.get(word);
    if (known) {
      known.forEach((p, i) => lines.push(`${word}${i ? `(${i + 1})` : ''} ${p}`));
      continue;
    }
    // One reading per word: listing English variants too (th as in "thin") measured no better.
    const guess = guessPronunciation(word);
    if (!guess) continue;
    const same = byPron.get(guess);
    if (same) fold.set(word, same);
    else {
      byPron.set(guess, word);
      lines.push(`${word} ${guess}`);
    }
  }
  return { lines, fold };
}

export async function prepareMealModel(knowledge: Knowledge, opts: { cacheDir: string; cmuDictPath: string }): Promise<MealModelFiles> {
  const key = createHash('sha256').update(`${MODEL_VERSION}:${knowledge.inputsHash}`).digest('hex').slice(0, 16);
  const dir = path.join(opts.cacheDir, `meal-model-${key}`);
  const files = { lm: path.join(dir, 'meals.lm'), dict: path.join(dir, 'meals.dic') };
  if (existsSync(files.lm) && existsSync(files.dict)) return files;

  const sentences = mealCorpus(knowledge);
  const { lines, fold } = buildDictionary(sentences, await readCmuDict(opts.cmuDictPath));
  const folded = sentences.map((s) => s.map((w) => fold.get(w) ?? w));
  await mkdir(dir, { recursive: true });
  // Written under temporary names and renamed, so a half-built model is never picked up.
  const suffix = `.${process.pid}.tmp`;
  await writeFile(files.dict + suffix, `${lines.join('\n')}\n`);
  await writeFile(files.lm + suffix, buildArpa(folded));
  await rename(files.dict + suffix, files.dict);
  await rename(files.lm + suffix, files.lm);
  return files;
}
