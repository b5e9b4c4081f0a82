// The signed-in user as GET /api/auth/user returns it (SPEC §3 "Current user"). The screens show
// only email and createdAt; id identifies the account.
import { z } from 'zod';

export const ZUser = z.object({
  id: z.string(),
  email: z.string().nullable().optional(),
  createdAt: z.string().nullable().optional(),
});

export type User = z.infer<typeof ZUser>;
