// The handler for each queue, composed in one place for the server and the worker process.
import { getAnalyzer } from '../../nutrition/analyze.js';
import type { Config } from '../config.js';
import { analyzeEntryHandler } from './handlers/analyze-entry.js';
import { applyEditHandler } from './handlers/apply-edit.js';
import type { JobHandlers } from './worker-pool.js';

export function createJobHandlers(deps: { config: Config }): JobHandlers {
  // Load and index the knowledge base now, not on the first user's entry.
  getAnalyzer();
  const engine = { analyzer: getAnalyzer, defaultTimeZone: deps.config.defaultTimeZone };
  return { chat_jobs: analyzeEntryHandler(engine), meal_edit_jobs: applyEditHandler(engine) };
}
