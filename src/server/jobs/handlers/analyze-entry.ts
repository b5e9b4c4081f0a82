// chat_jobs handler: the entry's text (and photos) → meals. With an AI provider configured the
// model splits the entry and reads its photos, and every food it names is grounded in the
// knowledge base (src/ai/meal-parser.ts); without one, or when it fails, the built-in engine
// answers. Numbers of known foods always come from the knowledge base. The job's creation time
// is "now", so "this morning" means the morning of the day it was typed, even if a worker picks
// it up later. A copy ("log again") carries its meals and skips the analysis (copied-meals.ts).
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { analyzeWithAi } from '../../../ai/meal-parser';
import type { ChatProvider } from '../../../ai/openai-compatible';
import type { Analyzer, AnalyzeContext, AnalyzeResult } from '../../../nutrition/analyze';
import type { Db } from '../../db/client';
import { chatJobs, meals } from '../../db/schema';
import { toMealRow } from '../../features/meals/index';
import type { ObjectStorage } from '../../storage/object-storage';
import type { JobHandler } from '../worker-pool';
import { copiedMeals } from './copied-meals';
import { entryPhotoDataUrls } from './entry-photos';

export interface AnalyzeEntryDeps {
  analyzer: Analyzer;
  defaultTimeZone: string;
  /** The optional AI provider, and the storage its photos are read from. */
  ai?: { provider: ChatProvider; storage: ObjectStorage; log?: FastifyBaseLogger } | null;
}

export function analyzeEntryHandler(deps: AnalyzeEntryDeps): JobHandler {
  return async (job, { db }) => {
    const [entry] = await db.select().from(chatJobs).where(eq(chatJobs.id, job.id));
    if (!entry) return { kind: 'failed', error: 'This entry no longer exists.' };
    const ctx: AnalyzeContext = {
      date: entry.date ?? undefined,
      timeZone: entry.timezone ?? deps.defaultTimeZone,
      now: entry.createdAt,
    };
    const result = entry.copyOf
      ? { ...copiedMeals(entry, deps.defaultTimeZone), unmatched: [] }
      : await analyzeEntry(deps, db, { ...entry, jobId: entry.id }, ctx);
    if (!result.ok) return { kind: 'failed', error: result.message };
    return {
      kind: 'completed',
      write: async (tx) => {
        const rows = result.meals.map((meal) =>
          toMealRow(
            { ...meal, context: { ...meal.context, image_uploads: entry.imagesObjStorUrls } },
            { userId: entry.userId, sourceJobId: entry.id },
          ),
        );
        await tx.insert(meals).values(rows);
        await tx.update(chatJobs).set({ unmatched: result.unmatched }).where(eq(chatJobs.id, entry.id));
      },
    };
  };
}

async function analyzeEntry(
  deps: AnalyzeEntryDeps,
  db: Db,
  entry: { jobId: string; userId: string; message: string; imagesObjStorUrls: string[] },
  ctx: AnalyzeContext,
): Promise<AnalyzeResult> {
  const { analyzer } = deps;
  if (!deps.ai) return analyzer.analyze(entry.message, ctx);
  const images = await entryPhotoDataUrls(
    { db, storage: deps.ai.storage },
    { userId: entry.userId, objectPaths: entry.imagesObjStorUrls },
  );
  // analyzeWithAi falls back to the built-in engine itself on any failure of the provider.
  const result = await analyzeWithAi(entry.message, ctx, { provider: deps.ai.provider, analyzer, images });
  if (result.fallbackReason)
    deps.ai.log?.warn(
      { jobId: entry.jobId, reason: result.fallbackReason },
      'AI step skipped: the built-in engine answered',
    );
  return result;
}
