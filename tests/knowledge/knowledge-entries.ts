// The knowledge as the build makes it from the data files now (assembled in memory, as
// knowledge-data.test.ts does), not the last built file: `npm test` runs these checks before it
// builds, and a check of an old build would pass a row that was just changed.
import { readSources } from '../../scripts/knowledge/read-sources';
import { assembleKnowledge } from '../../src/nutrition/knowledge/build/assemble';
import { createKnowledge, type Knowledge } from '../../src/nutrition/knowledge/knowledge';
import type { KnowledgeEntry } from '../../src/nutrition/knowledge/types';

let knowledge: Knowledge | undefined;

export function currentKnowledge(): Knowledge {
  knowledge ??= createKnowledge(assembleKnowledge({ ...readSources(), overlayFoods: [] }));
  return knowledge;
}

export function knowledgeEntries(): readonly KnowledgeEntry[] {
  return currentKnowledge().entries;
}
