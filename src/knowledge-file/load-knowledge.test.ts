import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  KNOWLEDGE_FILE_ENV,
  KnowledgeFileMissingError,
  findProjectRoot,
  knowledgeFilePath,
  loadKnowledge,
  resetKnowledgeCache,
} from './load-knowledge';
import type { KnowledgeFile } from '../nutrition/knowledge/types';

const tiny: KnowledgeFile = {
  formatVersion: 3,
  inputsHash: 'test',
  entries: [
    {
      id: 'food:x',
      kind: 'food',
      name: 'Test food',
      category: 'test',
      servingClass: 'solid',
      role: 'main',
      defaultServing: { unit: 'gram', grams: 100, label: '100 g' },
      per100g: { calories_kcal: 100 },
      source: 'label: test',
      names: ['Test food'],
    },
  ],
  units: [{ unit: 'gram', servingClass: '*', grams: 1, source: 'definition' }],
  unitAliases: { g: 'gram' },
  names: { 'test food': 'food:x' },
  preferred: {},
  wordSynonyms: {},
  everydayWords: [],
};

afterEach(() => {
  delete process.env[KNOWLEDGE_FILE_ENV];
  resetKnowledgeCache();
});

describe('loadKnowledge', () => {
  it('finds the project root from the module location', () => {
    const root = findProjectRoot();
    expect(root).toBeDefined();
    expect(knowledgeFilePath()).toBe(join(root ?? '', '.cache', 'knowledge', 'knowledge.json'));
  });

  it('reads the copy in dist/knowledge when .cache has none (a production install: decision 105)', () => {
    const root = mkdtempSync(join(tmpdir(), 'crease-root-'));
    expect(knowledgeFilePath(root)).toBe(join(root, '.cache', 'knowledge', 'knowledge.json'));
    mkdirSync(join(root, 'dist', 'knowledge'), { recursive: true });
    writeFileSync(join(root, 'dist', 'knowledge', 'knowledge.json'), JSON.stringify(tiny));
    expect(knowledgeFilePath(root)).toBe(join(root, 'dist', 'knowledge', 'knowledge.json'));
    mkdirSync(join(root, '.cache', 'knowledge'), { recursive: true });
    writeFileSync(join(root, '.cache', 'knowledge', 'knowledge.json'), JSON.stringify(tiny));
    expect(knowledgeFilePath(root)).toBe(join(root, '.cache', 'knowledge', 'knowledge.json'));
  });

  it('loads the file named by the environment override, indexed and memoised', () => {
    const dir = mkdtempSync(join(tmpdir(), 'crease-knowledge-'));
    const path = join(dir, 'k.json');
    writeFileSync(path, JSON.stringify(tiny));
    process.env[KNOWLEDGE_FILE_ENV] = path;
    const k = loadKnowledge();
    expect(k.findByName('TEST FOODS')?.id).toBe('food:x');
    expect(loadKnowledge()).toBe(k);
  });

  it('tells the user to run the build when the file is missing', () => {
    process.env[KNOWLEDGE_FILE_ENV] = join(tmpdir(), 'does-not-exist', 'knowledge.json');
    expect(() => loadKnowledge()).toThrow(KnowledgeFileMissingError);
    expect(() => loadKnowledge()).toThrow(/npm run knowledge:build/);
  });
});
