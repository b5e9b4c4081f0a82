// The edge between the built knowledge artefact and the pure engine: loads the file once and
// gives the engine over it. The server loads the knowledge here and builds its own analyzer once
// (src/server/services.ts) to pass down; getAnalyzer() and analyze() are for scripts, benches and
// tests. src/nutrition never reads a file or the environment.
import { createAnalyzer, type AnalyzeContext, type AnalyzeResult, type Analyzer } from '../nutrition/analyze';
import { loadKnowledge } from './load-knowledge';

export {
  loadKnowledge,
  knowledgeFilePath,
  findProjectRoot,
  resetKnowledgeCache,
  KnowledgeFileMissingError,
  KNOWLEDGE_FILE_ENV,
} from './load-knowledge';

let defaultAnalyzer: Analyzer | undefined;
/** The analyzer over the built knowledge file (loaded and indexed on first use). */
export function getAnalyzer(): Analyzer {
  defaultAnalyzer ??= createAnalyzer(loadKnowledge());
  return defaultAnalyzer;
}

export function analyze(text: string, ctx: AnalyzeContext = {}): AnalyzeResult {
  return getAnalyzer().analyze(text, ctx);
}
