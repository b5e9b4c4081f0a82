// The handler for each queue, composed in one place for the server and the worker process.
import type { FastifyBaseLogger } from 'fastify';
import { createChatProvider } from '../../ai/openai-compatible.js';
import { getAnalyzer } from '../../knowledge-file/index.js';
import type { Config } from '../config.js';
import { createObjectStorage } from '../storage/create-storage.js';
import { analyzeEntryHandler } from './handlers/analyze-entry.js';
import { applyEditHandler } from './handlers/apply-edit.js';
import type { JobHandlers } from './worker-pool.js';

export function createJobHandlers(deps: { config: Config; log?: FastifyBaseLogger }): JobHandlers {
  const { config } = deps;
  // Load and index the knowledge base now, not on the first user's entry.
  getAnalyzer();
  const engine = { analyzer: getAnalyzer, defaultTimeZone: config.defaultTimeZone };
  const ai = config.ai ? { provider: createChatProvider(config.ai), storage: createObjectStorage(config), log: deps.log } : null;
  return { chat_jobs: analyzeEntryHandler({ ...engine, ai }), meal_edit_jobs: applyEditHandler(engine) };
}
