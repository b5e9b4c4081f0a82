// The entries of the built knowledge file (CREASE_KNOWLEDGE_FILE or .cache/knowledge/knowledge.json),
// read through loadKnowledge() as the engine reads them.
import { loadKnowledge } from '../../src/knowledge-file';
import type { KnowledgeEntry } from '../../src/nutrition/knowledge/types';

export function knowledgeEntries(): readonly KnowledgeEntry[] {
  return loadKnowledge().entries;
}
