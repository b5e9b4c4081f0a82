// The handler for each queue, composed in one place for the server and the worker process.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Services } from '../services';
import { analyzeEntryHandler } from './handlers/analyze-entry';
import { applyEditHandler } from './handlers/apply-edit';
import type { JobHandlers } from './worker-pool';

export function createJobHandlers(deps: {
  config: Pick<Config, 'defaultTimeZone'>;
  services: Services;
  log?: FastifyBaseLogger;
}): JobHandlers {
  const { config, services } = deps;
  const engine = { analyzer: services.analyzer, defaultTimeZone: config.defaultTimeZone };
  const ai = services.chat ? { provider: services.chat, storage: services.storage, log: deps.log } : null;
  return { chat_jobs: analyzeEntryHandler({ ...engine, ai }), meal_edit_jobs: applyEditHandler(engine) };
}
