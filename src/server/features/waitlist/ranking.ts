// The queue order of the waitlist: more referrals first, then earlier sign-up (id breaks exact
// ties so the order is stable). Computed on read: a referral changes many ranks at once, and a
// waitlist is small enough that one grouped scan is cheap.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';

export interface RankedEntry {
  id: string;
  email: string;
  rank: number;
  referralCount: number;
}

const ranked = sql`
  with counts as (
    select e.id, e.email, e.created_at, count(r.id)::int as referral_count
    from waitlist_entries e
    left join waitlist_entries r on r.referred_by_id = e.id
    group by e.id
  )
  select id, email, referral_count, created_at,
    (row_number() over (order by referral_count desc, created_at asc, id asc))::int as rank
  from counts`;

async function select(db: Db, tail: SQL): Promise<RankedEntry[]> {
  const result = await db.execute(sql`select * from (${ranked}) q ${tail}`);
  return rowsOf<{ id: string; email: string; rank: number; referral_count: number }>(result).map((r) => ({
    id: r.id,
    email: r.email,
    rank: Number(r.rank),
    referralCount: Number(r.referral_count),
  }));
}

export async function rankOf(db: Db, entryId: string): Promise<RankedEntry | null> {
  const [row] = await select(db, sql`where id = ${entryId}`);
  return row ?? null;
}

export async function topEntries(db: Db, limit: number): Promise<RankedEntry[]> {
  return select(db, sql`order by rank limit ${limit}`);
}

/**
 * The rank a newcomer who joined at `joinedAt` holds now: behind everyone with a referral and
 * everyone who joined before. What an entry with no referrals would be shown, without the entry.
 */
export async function newcomerRank(db: Db, joinedAt: Date): Promise<number> {
  const result = await db.execute(
    sql`select count(*)::int as ahead from (${ranked}) q where referral_count > 0 or created_at < ${joinedAt.toISOString()}`,
  );
  return Number(rowsOf<{ ahead: number }>(result)[0]?.ahead ?? 0) + 1;
}
