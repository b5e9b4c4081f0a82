// Prepares the offline recogniser's language model and pronunciation dictionary for meal talk,
// once per knowledge-base version, in a cache folder (building takes a few seconds).
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Knowledge } from '../../../nutrition/knowledge/index';
import { findExecutable } from '../run-process';
import { buildArpa } from './arpa';
import { mealCorpus } from './corpus';
import { buildDictionary, unknownWords } from './dictionary';
import { espeakPronunciations } from './espeak';

const MODEL_VERSION = 7;

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

export async function prepareMealModel(
  knowledge: Knowledge,
  opts: { cacheDir: string; cmuDictPath: string },
): Promise<MealModelFiles> {
  // Installing espeak-ng later changes the dictionary (English readings), so it is part of the key.
  const espeak = Boolean(await findExecutable('espeak-ng'));
  const key = createHash('sha256')
    .update(`${MODEL_VERSION}:${knowledge.inputsHash}:${espeak}`)
    .digest('hex')
    .slice(0, 16);
  const dir = path.join(opts.cacheDir, `meal-model-${key}`);
  const files = { lm: path.join(dir, 'meals.lm'), dict: path.join(dir, 'meals.dic') };
  if (existsSync(files.lm) && existsSync(files.dict)) return files;

  const sentences = mealCorpus(knowledge);
  const cmu = await readCmuDict(opts.cmuDictPath);
  const { lines, fold } = buildDictionary(sentences, cmu, await espeakPronunciations(unknownWords(sentences, cmu)));
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
