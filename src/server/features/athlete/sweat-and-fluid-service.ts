// Sweat-rate tests and water logged with a button. The rate is computed once, when the test is
// saved, and refused when it cannot be a person's (outside 0.1-4 L an hour: ACSM 2007 reports
// 0.3-2.4 L/h, with a margin either side).
import { and, desc, eq } from 'drizzle-orm';
import type { FluidLog, FluidLogInput, SweatTest, SweatTestInput } from '../../../contracts/athlete';
import { sweatRateMlPerHour } from '../../../nutrition/targets/index';
import type { Db } from '../../db/client';
import { fluidLogs, sweatTests } from '../../db/schema';
import { badRequest, notFound } from '../../http/app-error';
import { isUuid } from '../../http/ids';
import { checkDateWindow } from './dates';

export const SWEAT_RATE_LIMITS_ML_PER_H = [100, 4000] as const;

type SweatRow = typeof sweatTests.$inferSelect;

const toSweatTest = ({ userId: _u, createdAt, ...row }: SweatRow): SweatTest => ({
  ...row,
  createdAt: createdAt.toISOString(),
});

export async function addSweatTest(db: Db, opts: { userId: string; test: SweatTestInput }): Promise<SweatTest> {
  const t = opts.test;
  checkDateWindow(t.date);
  const rate = sweatRateMlPerHour(t);
  if (rate < SWEAT_RATE_LIMITS_ML_PER_H[0] || rate > SWEAT_RATE_LIMITS_ML_PER_H[1])
    throw badRequest(
      `These numbers give a sweat rate of ${(rate / 1000).toFixed(2)} L/h, which is not possible: check them`,
    );
  const [row] = await db
    .insert(sweatTests)
    .values({ userId: opts.userId, ...t, sweatRateMlPerHour: Math.round(rate) })
    .returning();
  return toSweatTest(row!);
}

export async function listSweatTests(db: Db, opts: { userId: string }): Promise<{ tests: SweatTest[] }> {
  const rows = await db
    .select()
    .from(sweatTests)
    .where(eq(sweatTests.userId, opts.userId))
    .orderBy(desc(sweatTests.date), desc(sweatTests.createdAt));
  return { tests: rows.map(toSweatTest) };
}

/** The most recent test: its date first, then when it was saved. */
export async function latestSweatTest(db: Db, opts: { userId: string }): Promise<SweatTest | null> {
  const [row] = await db
    .select()
    .from(sweatTests)
    .where(eq(sweatTests.userId, opts.userId))
    .orderBy(desc(sweatTests.date), desc(sweatTests.createdAt))
    .limit(1);
  return row ? toSweatTest(row) : null;
}

export async function deleteSweatTest(db: Db, opts: { userId: string; id: string }): Promise<void> {
  const gone = isUuid(opts.id)
    ? await db
        .delete(sweatTests)
        .where(and(eq(sweatTests.id, opts.id), eq(sweatTests.userId, opts.userId)))
        .returning({ id: sweatTests.id })
    : [];
  if (gone.length === 0) throw notFound('Sweat test not found');
}

type FluidRow = typeof fluidLogs.$inferSelect;
const toFluidLog = (row: FluidRow): FluidLog => ({ id: row.id, date: row.date, ml: row.ml, at: row.at.toISOString() });

export async function addFluidLog(db: Db, opts: { userId: string; log: FluidLogInput }): Promise<FluidLog> {
  checkDateWindow(opts.log.date);
  const [row] = await db
    .insert(fluidLogs)
    .values({
      userId: opts.userId,
      date: opts.log.date,
      ml: opts.log.ml,
      ...(opts.log.at ? { at: new Date(opts.log.at) } : {}),
    })
    .returning();
  return toFluidLog(row!);
}

export async function fluidLogsOf(db: Db, opts: { userId: string; date: string }): Promise<FluidLog[]> {
  const rows = await db
    .select()
    .from(fluidLogs)
    .where(and(eq(fluidLogs.userId, opts.userId), eq(fluidLogs.date, opts.date)))
    .orderBy(fluidLogs.at);
  return rows.map(toFluidLog);
}

export async function deleteFluidLog(db: Db, opts: { userId: string; id: string }): Promise<void> {
  const gone = isUuid(opts.id)
    ? await db
        .delete(fluidLogs)
        .where(and(eq(fluidLogs.id, opts.id), eq(fluidLogs.userId, opts.userId)))
        .returning({ id: fluidLogs.id })
    : [];
  if (gone.length === 0) throw notFound('Fluid log not found');
}
