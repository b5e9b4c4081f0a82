// One real server and one Chromium per test file: started before the file's tests, stopped after,
// with every browser context the file opened through the suite. useSignedInSuite adds an account
// signed in through the real flow, so a suite does not repeat server + browser + sign-up set-up.
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { startServer, type ServerProcess, type StartOptions } from '../../helpers/server-process';
import { launchBrowser, openPage, PHONE } from './browser';
import { newCredentials, signIn, signUp, type Credentials } from './sign-in';

export interface SuiteOptions extends StartOptions {
  /** Starts the browser; default Debian's Chromium with CHROMIUM_ARGS (e.g. fake media devices instead). */
  launch?: () => Promise<Browser>;
}

export interface OpenedPage {
  page: Page;
  /** Console errors and uncaught exceptions of the page (see openPage). */
  errors: string[];
}

export interface Suite {
  readonly server: ServerProcess;
  readonly browser: Browser;
  /** A fresh context (a guest: no cookies), phone-sized unless told; closed after the test (after the file if opened in a hook). */
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>;
  /** A page in a fresh guest context (see newContext). */
  newPage(options?: BrowserContextOptions): Promise<OpenedPage>;
  /** Stops the server (SIGTERM); startServerAgain brings it back. */
  stopServer(): Promise<void>;
  /** Starts the server again on the same port and data directory; `changes` override the suite's options (env replaces env). */
  startServerAgain(changes?: Omit<StartOptions, 'port' | 'dataDir'>): Promise<void>;
  /** stopServer, then startServerAgain with the suite's own options. */
  restartServer(): Promise<void>;
}

export interface SignedInSuite extends Suite {
  /** The account the suite signed up. */
  readonly credentials: Credentials;
  /** The context signed in as that account (phone-sized). */
  readonly context: BrowserContext;
  /** A new page in the signed-in context; close it at the end of the test. */
  newSignedInPage(): Promise<OpenedPage>;
  /** Another context (another device) signed in to the same account through the real sign-in flow. */
  signedInContext(options?: BrowserContextOptions): Promise<BrowserContext>;
}

export function useServerAndBrowser(opts: SuiteOptions = {}): Suite {
  const { launch = launchBrowser, ...startOpts } = opts;
  let server: ServerProcess | undefined;
  let browser: Browser | undefined;
  // Contexts opened in a hook live for the file; those opened in a test close when it ends.
  const contexts: BrowserContext[] = [];
  const testContexts: BrowserContext[] = [];
  let inTest = false;
  const closeAll = async (list: BrowserContext[]) => {
    for (const c of list.splice(0)) await c.close().catch(() => undefined);
  };
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer({ from: 'dist', ...startOpts }), launch()]);
  });
  beforeEach(() => {
    inTest = true;
  });
  afterEach(async () => {
    inTest = false;
    await closeAll(testContexts);
  });
  afterAll(async () => {
    await closeAll(contexts);
    await browser?.close();
    await server?.stop();
  });
  const ready = <T>(value: T | undefined, what: string): T => {
    if (!value) throw new Error(`${what} is not started yet (use it inside a test or a later hook)`);
    return value;
  };
  const suite: Suite = {
    get server() {
      return ready(server, 'server');
    },
    get browser() {
      return ready(browser, 'browser');
    },
    async newContext(options = {}) {
      const context = await ready(browser, 'browser').newContext({ viewport: PHONE, ...options });
      (inTest ? testContexts : contexts).push(context);
      return context;
    },
    async newPage(options) {
      return openPage(await suite.newContext(options));
    },
    async stopServer() {
      await ready(server, 'server').stop('SIGTERM');
    },
    async startServerAgain(changes = {}) {
      const { port, dataDir } = ready(server, 'server');
      server = await startServer({ from: 'dist', ...startOpts, ...changes, port, dataDir });
    },
    async restartServer() {
      await suite.stopServer();
      await suite.startServerAgain();
    },
  };
  return suite;
}

/**
 * useServerAndBrowser plus an account, signed up in a phone-sized context before the file's tests
 * (its own email per file: accounts persist in the server's database).
 */
export function useSignedInSuite(opts: SuiteOptions & { prefix?: string } = {}): SignedInSuite {
  const { prefix = 'e2e', ...suiteOpts } = opts;
  const suite = useServerAndBrowser(suiteOpts);
  const credentials = newCredentials(prefix);
  let context: BrowserContext | undefined;
  beforeAll(async () => {
    context = await suite.newContext();
    const page = await context.newPage();
    await signUp(page, suite.server.url, credentials, '/meals');
    await page.close();
  });
  return {
    get server() {
      return suite.server;
    },
    get browser() {
      return suite.browser;
    },
    newContext: suite.newContext,
    newPage: suite.newPage,
    stopServer: suite.stopServer,
    startServerAgain: suite.startServerAgain,
    restartServer: suite.restartServer,
    credentials,
    get context() {
      if (!context) throw new Error('the signed-in context is not ready yet (use it inside a test or a later hook)');
      return context;
    },
    async newSignedInPage() {
      if (!context) throw new Error('the signed-in context is not ready yet (use it inside a test or a later hook)');
      return openPage(context);
    },
    async signedInContext(options) {
      const other = await suite.newContext(options);
      const page = await other.newPage();
      await signIn(page, suite.server.url, credentials, '/meals');
      await page.close();
      return other;
    },
  };
}
