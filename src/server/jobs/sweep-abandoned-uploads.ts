// Uploads that were started (POST /api/objects/upload) but never registered (PUT
// /api/food-images) hold a row and maybe raw, unchecked bytes under incoming/. Once their upload
// URL has expired nobody can finish them, so a periodic sweep removes both. Registered photos are
// kept: pending entries on a phone may still refer to them.
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { imageObjects } from '../db/schema';
import { incomingKey } from '../lib/object-paths';
import type { ObjectStorage } from '../storage/object-storage';
import { every } from './every';

const BATCH = 200;

/** Removes abandoned uploads created before `olderThan`; returns how many went. */
export async function sweepAbandonedUploads(
  deps: { db: Db; storage: ObjectStorage },
  opts: { olderThan: Date },
): Promise<number> {
  let removed = 0;
  for (;;) {
    const rows = await deps.db
      .select({ id: imageObjects.id })
      .from(imageObjects)
      .where(and(eq(imageObjects.status, 'pending'), lt(imageObjects.createdAt, opts.olderThan)))
      .limit(BATCH);
    if (rows.length === 0) return removed;
    // Bytes first, then rows: a failure leaves a row for the next sweep, never an orphaned file.
    // Two processes sweeping at once delete the same things twice, which is harmless.
    await Promise.all(rows.map((r) => deps.storage.delete(incomingKey(r.id))));
    const ids = rows.map((r) => r.id);
    await deps.db.delete(imageObjects).where(and(inArray(imageObjects.id, ids), eq(imageObjects.status, 'pending')));
    removed += rows.length;
    if (rows.length < BATCH) return removed;
  }
}

/** Sweeps now and then every `everyMs`; the returned function stops it. */
export function scheduleUploadSweeps(
  deps: { db: Db; storage: ObjectStorage; log: FastifyBaseLogger },
  opts: { uploadUrlTtlSeconds: number; everyMs: number },
): () => void {
  const run = async () => {
    try {
      // An hour on top of the URL's life covers a slow upload that started just before expiry.
      const olderThan = new Date(Date.now() - opts.uploadUrlTtlSeconds * 1000 - 3_600_000);
      const n = await sweepAbandonedUploads(deps, { olderThan });
      if (n > 0) deps.log.info({ removed: n }, 'removed abandoned photo uploads');
    } catch (error) {
      deps.log.warn({ err: error }, 'sweeping abandoned photo uploads failed; will retry');
    }
  };
  return every(opts.everyMs, run);
}
