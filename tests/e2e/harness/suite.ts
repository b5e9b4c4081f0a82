// One real server and one Chromium per test file: started before the file's tests, stopped after.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startServer, type ServerProcess, type StartOptions } from '../../helpers/server-process';
import { launchBrowser } from './browser';

export interface Suite {
  readonly server: ServerProcess;
  readonly browser: Browser;
  /** Stops the server (SIGTERM) and starts it again on the same port and data directory. */
  restartServer(): Promise<void>;
}

export function useServerAndBrowser(opts: StartOptions = {}): Suite {
  let server: ServerProcess | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer({ from: 'dist', ...opts }), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  const ready = <T>(value: T | undefined, what: string): T => {
    if (!value) throw new Error(`${what} is not started yet (use it inside a test)`);
    return value;
  };
  return {
    get server() {
      return ready(server, 'server');
    },
    get browser() {
      return ready(browser, 'browser');
    },
    async restartServer() {
      const { port, dataDir } = ready(server, 'server');
      await server!.stop('SIGTERM');
      server = await startServer({ from: 'dist', ...opts, port, dataDir });
    },
  };
}
