// Graceful shutdown in a fixed order: stop taking requests and let in-flight ones finish,
// let workers finish or hand back their jobs, then close the database last (everything before
// it still needs it). A second signal or the timeout forces the exit.
import closeWithGrace from 'close-with-grace';
import type { FastifyBaseLogger } from 'fastify';

export interface Stoppable {
  name: string;
  stop(): Promise<void>;
}

export function installShutdown(opts: { steps: Stoppable[]; timeoutMs: number; log: FastifyBaseLogger }): void {
  closeWithGrace({ delay: opts.timeoutMs }, async ({ signal, err }) => {
    if (err) opts.log.error({ err }, 'shutting down after an error');
    else opts.log.info({ signal }, 'shutting down');
    for (const step of opts.steps) {
      try {
        await step.stop();
        opts.log.info(`stopped ${step.name}`);
      } catch (stepErr) {
        opts.log.error({ err: stepErr }, `failed to stop ${step.name}`);
      }
    }
  });
}
