// Graceful shutdown in a fixed order: stop taking requests and let in-flight ones finish,
// let workers finish or hand back their jobs, then close the database last (everything before
// it still needs it). A second signal or the timeout forces the exit.
import closeWithGrace from 'close-with-grace';
import type { FastifyBaseLogger } from 'fastify';

export interface Stoppable {
  name: string;
  stop(): Promise<void>;
}

async function runSteps(steps: Stoppable[], log: FastifyBaseLogger): Promise<void> {
  for (const step of steps) {
    try {
      await step.stop();
      log.info(`stopped ${step.name}`);
    } catch (stepErr) {
      log.error({ err: stepErr }, `failed to stop ${step.name}`);
    }
  }
}

/** Runs the steps on SIGINT, SIGTERM or a crash; returns a function that runs them now. */
export function installShutdown(opts: {
  steps: Stoppable[];
  timeoutMs: number;
  log: FastifyBaseLogger;
}): () => Promise<void> {
  const { uninstall } = closeWithGrace({ delay: opts.timeoutMs }, async ({ signal, err }) => {
    if (err) opts.log.error({ err }, 'shutting down after an error');
    else opts.log.info({ signal }, 'shutting down');
    await runSteps(opts.steps, opts.log);
  });
  return async () => {
    uninstall();
    await runSteps(opts.steps, opts.log);
  };
}
