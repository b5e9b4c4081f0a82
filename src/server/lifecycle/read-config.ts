import { ConfigError, loadConfig, type Config } from '../config';

/** Loads the configuration, or prints every bad variable and exits 1. */
export function readConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`Crease cannot start. ${err.message}`);
      process.exit(1);
    }
    throw err;
  }
}
