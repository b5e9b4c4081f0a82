import type { Config } from '../config';
import { createLocalStorage } from './local-storage';
import type { ObjectStorage } from './object-storage';
import { createS3Storage } from './s3-storage';

/** The store the settings ask for: S3 when S3_BUCKET is set, else local disk under DATA_DIR. */
export function createObjectStorage(config: Pick<Config, 'storage'>): ObjectStorage {
  return config.storage.kind === 's3' ? createS3Storage(config.storage) : createLocalStorage(config.storage.dir);
}
