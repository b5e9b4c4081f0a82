// GET /api/export/meals.csv and /api/export/meals.json?from=&to= (signed in): the user's meals of
// a date range as a download, written to the reply page by page as they are read.
import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZMealExportQuery, type MealExportQuery } from '../../../contracts/meal-export';
import { requireUser } from '../../auth/guard';
import { csvHeader, csvRow } from './csv';
import { mealExportPages, type ExportDeps, type ExportRow } from './service';

/** The pages of the export, the first one read before the reply starts (so a failing database is a 503, not a cut file). */
async function openPages(deps: ExportDeps, opts: MealExportQuery & { userId: string }) {
  const pages = mealExportPages(deps, opts);
  const first = await pages.next();
  return async function* (): AsyncGenerator<ExportRow[]> {
    if (first.done) return;
    yield first.value;
    yield* pages;
  };
}

async function* csvChunks(pages: () => AsyncGenerator<ExportRow[]>): AsyncGenerator<string> {
  yield csvHeader();
  for await (const page of pages()) yield page.map(csvRow).join('');
}

async function* jsonChunks(range: MealExportQuery, pages: () => AsyncGenerator<ExportRow[]>): AsyncGenerator<string> {
  yield `{"from":${JSON.stringify(range.from)},"to":${JSON.stringify(range.to)},"meals":[`;
  let first = true;
  for await (const page of pages()) {
    yield page.map((row) => (first ? ((first = false), '') : ',') + JSON.stringify(row.meal)).join('');
  }
  yield ']}';
}

export const exportRoutes: FastifyPluginAsyncZod<ExportDeps> = async (app, deps) => {
  // A guest is told to sign in (401) before the query is checked, not that a range is wrong.
  app.addHook('preValidation', async (request) => {
    requireUser(request);
  });

  app.get('/api/export/meals.csv', { schema: { querystring: ZMealExportQuery } }, async (request, reply) => {
    const range = { from: request.query.from, to: request.query.to };
    const pages = await openPages(deps, { userId: requireUser(request).id, ...range });
    return reply
      .header('content-disposition', `attachment; filename="crease-meals-${range.from}-to-${range.to}.csv"`)
      .header('cache-control', 'no-store')
      .type('text/csv; charset=utf-8')
      .send(Readable.from(csvChunks(pages)));
  });

  app.get('/api/export/meals.json', { schema: { querystring: ZMealExportQuery } }, async (request, reply) => {
    const range = { from: request.query.from, to: request.query.to };
    const pages = await openPages(deps, { userId: requireUser(request).id, ...range });
    return reply
      .header('content-disposition', `attachment; filename="crease-meals-${range.from}-to-${range.to}.json"`)
      .header('cache-control', 'no-store')
      .type('application/json; charset=utf-8')
      .send(Readable.from(jsonChunks(range, pages)));
  });
};
