// Start-up's services step for both entry points: a missing knowledge file (or any other
// failure to build the services) ends the process with one clear line, after closing what
// was already opened.
import type { Config } from '../config';
import { createServices, type Services } from '../services';

export async function createServicesOrExit(config: Config, opened: { close(): Promise<void> }): Promise<Services> {
  try {
    return createServices(config);
  } catch (err) {
    console.error(`Crease cannot start. ${(err as Error).message}`);
    await opened.close().catch(() => undefined);
    process.exit(1);
  }
}
