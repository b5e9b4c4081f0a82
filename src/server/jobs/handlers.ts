// The handler for each queue, composed in one place for the server and the worker process.
// The log jobs API (issue 7) registers meal analysis for chat_jobs and natural-language edits
// for meal_edit_jobs here; a queue without a handler is simply not worked on.
import type { Config } from '../config.js';
import type { JobHandlers } from './worker-pool.js';

export function createJobHandlers(_deps: { config: Config }): JobHandlers {
  return {};
}
