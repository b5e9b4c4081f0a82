// The engine over the knowledge as the build makes it from the data files now (assembled in
// memory), so `npm test` checks the parser against the data of this commit, not an old build.
import { createAnalyzer, type Analyzer } from '../../src/nutrition/analyze';
import { currentKnowledge } from '../knowledge/knowledge-entries';

let analyzer: Analyzer | undefined;

export function currentAnalyzer(): Analyzer {
  analyzer ??= createAnalyzer(currentKnowledge());
  return analyzer;
}

export const FIXED_CONTEXT = { timeZone: 'Asia/Kolkata', now: new Date('2026-11-22T06:30:00Z') } as const;
