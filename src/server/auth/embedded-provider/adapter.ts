// oidc-provider's storage interface on our database, so its grants, sessions and codes survive
// a restart and are shared by every server process.
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../../db/client';
import { oidcPayloads } from '../../db/schema';

const GRANTABLE = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
]);
/**
 * oidc-provider parses its own bodies (our input check never sees them) and looks codes and
 * tokens up as sent. One with a NUL names no row, and PostgreSQL would fail on it (a 500).
 */
const storable = (key: string) => !key.includes('\u0000');

export function createAdapterClass(db: Db) {
  return class DatabaseAdapter implements Adapter {
    constructor(private readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const values = {
        id,
        model: this.model,
        payload: payload as Record<string, unknown>,
        grantId: GRANTABLE.has(this.model) ? (payload.grantId ?? null) : null,
        userCode: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
      };
      await db
        .insert(oidcPayloads)
        .values(values)
        .onConflictDoUpdate({ target: [oidcPayloads.model, oidcPayloads.id], set: { ...values, consumedAt: null } });
    }

    private async findWhere(condition: ReturnType<typeof eq>): Promise<AdapterPayload | undefined> {
      const [row] = await db
        .select()
        .from(oidcPayloads)
        .where(
          and(
            eq(oidcPayloads.model, this.model),
            condition,
            or(isNull(oidcPayloads.expiresAt), gt(oidcPayloads.expiresAt, sql`now()`)),
          ),
        )
        .limit(1);
      if (!row) return undefined;
      return {
        ...(row.payload as AdapterPayload),
        ...(row.consumedAt ? { consumed: Math.floor(row.consumedAt.getTime() / 1000) } : {}),
      };
    }

    async find(id: string) {
      return storable(id) ? this.findWhere(eq(oidcPayloads.id, id)) : undefined;
    }

    async findByUid(uid: string) {
      return storable(uid) ? this.findWhere(eq(oidcPayloads.uid, uid)) : undefined;
    }

    async findByUserCode(userCode: string) {
      return storable(userCode) ? this.findWhere(eq(oidcPayloads.userCode, userCode)) : undefined;
    }

    async consume(id: string): Promise<void> {
      if (!storable(id)) return;
      await db
        .update(oidcPayloads)
        .set({ consumedAt: sql`now()` })
        .where(and(eq(oidcPayloads.model, this.model), eq(oidcPayloads.id, id)));
    }

    async destroy(id: string): Promise<void> {
      if (!storable(id)) return;
      await db.delete(oidcPayloads).where(and(eq(oidcPayloads.model, this.model), eq(oidcPayloads.id, id)));
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      if (!storable(grantId)) return;
      await db.delete(oidcPayloads).where(eq(oidcPayloads.grantId, grantId));
    }
  };
}
