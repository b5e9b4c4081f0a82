// The server's tables. Every user-owned row carries user_id and every query filters on it.
// Migrations are generated from this file by drizzle-kit (`npm run db:generate`) and committed.
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { EntryCopy } from '../../contracts/relog';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // The identity provider's issuer and subject identify a person; email may change there.
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    // Bumped by a trigger on every insert, update or delete of the user's meals (migration 0003),
    // whichever process writes them: the meal list cache is valid while this number stands.
    mealsRevision: integer('meals_revision').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_issuer_subject_key').on(t.issuer, t.subject)],
);

export const sessions = pgTable(
  'sessions',
  {
    // SHA-256 of the cookie's token: a leaked database does not yield usable cookies.
    idHash: text('id_hash').primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    // Sign-in state (PKCE verifier, nonce, returnTo) lives here between /api/login and /api/callback.
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId), index('sessions_expires_at_idx').on(t.expiresAt)],
);

export const userPreferences = pgTable('user_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  mealsVisibleColumns: jsonb('meals_visible_columns').$type<string[]>().notNull(),
  updatedAt: updatedAt(),
});

export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    // Lower-cased, Gmail dots and +tags removed: one person, one place in the queue.
    emailNormalized: text('email_normalized').notNull(),
    // Opaque code in share links, so a link never reveals the address.
    referralCode: text('referral_code').notNull(),
    referredById: uuid('referred_by_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('waitlist_entries_email_normalized_key').on(t.emailNormalized),
    uniqueIndex('waitlist_entries_referral_code_key').on(t.referralCode),
    index('waitlist_entries_referred_by_idx').on(t.referredById),
  ],
);

/** Lease columns shared by both queues: see docs/decisions/002-jobs-table-is-the-queue.md. */
const leaseColumns = () => ({
  status: text('status', { enum: ['queued', 'processing', 'completed', 'failed', 'cancelled'] })
    .notNull()
    .default('queued'),
  error: text('error'),
  attempts: integer('attempts').notNull().default(0),
  lockedBy: text('locked_by'),
  leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true }),
  startedAt: timestamp('started_at', { withTimezone: true }),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const chatJobs = pgTable(
  'chat_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: text('session_id'),
    // With session_id, makes a retried submission return the same job (idempotency).
    clientRequestId: text('client_request_id'),
    message: text('message').notNull(),
    date: date('date', { mode: 'string' }),
    timezone: text('timezone'),
    imagesObjStorUrls: jsonb('images_obj_stor_urls').$type<string[]>().notNull().default([]),
    // What the engine could not match, with reasons: shown with the entry, never dropped.
    unmatched: jsonb('unmatched').$type<{ text: string; reason: string }[]>().notNull().default([]),
    // Set when the user deletes the entry (its meals are deleted with it). The row stays as a
    // tombstone so that a device retrying the same submission (session_id + client_request_id)
    // gets the deleted job back instead of creating the entry again; lists leave it out.
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    // When the user starred the entry as a favourite (issue 17); null when it is not one.
    favouriteAt: timestamp('favourite_at', { withTimezone: true }),
    // "Log again" and "copy to today" (issue 17, decision 112): the source's meals as they were
    // when the copy was asked for. The worker writes them instead of analysing the message.
    copyOf: jsonb('copy_of').$type<EntryCopy>(),
    ...leaseColumns(),
  },
  (t) => [
    index('chat_jobs_user_created_idx').on(t.userId, t.createdAt),
    index('chat_jobs_user_favourite_idx')
      .on(t.userId, t.favouriteAt)
      .where(sql`favourite_at is not null`),
    index('chat_jobs_claim_idx').on(t.status, t.createdAt),
    uniqueIndex('chat_jobs_idempotency_key')
      .on(t.userId, t.sessionId, t.clientRequestId)
      .where(sql`client_request_id is not null`),
  ],
);

export const meals = pgTable(
  'meals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sourceJobId: uuid('source_job_id').references(() => chatJobs.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    date: date('date', { mode: 'string' }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    mealType: text('meal_type'),
    imageUploads: jsonb('image_uploads').$type<string[]>().notNull().default([]),
    caloriesKcal: doublePrecision('calories_kcal').notNull().default(0),
    proteinG: doublePrecision('protein_g').notNull().default(0),
    carbsG: doublePrecision('carbs_g').notNull().default(0),
    fatG: doublePrecision('fat_g').notNull().default(0),
    fiberG: doublePrecision('fiber_g').notNull().default(0),
    sugarG: doublePrecision('sugar_g').notNull().default(0),
    sodiumMg: doublePrecision('sodium_mg').notNull().default(0),
    saturatedG: doublePrecision('saturated_g').notNull().default(0),
    cholesterolMg: doublePrecision('cholesterol_mg').notNull().default(0),
    servings: doublePrecision('servings').notNull().default(1),
    servingSizeG: doublePrecision('serving_size_g').notNull().default(0),
    householdUnit: text('household_unit').notNull().default(''),
    micros: jsonb('micros').$type<Record<string, number>>().notNull().default({}),
    // Knowledge-base foods and grams the numbers were computed from; edits recompute from them.
    components: jsonb('components').$type<Record<string, unknown>[]>().notNull().default([]),
    // True when a number came from an AI estimate rather than the food database.
    estimated: boolean('estimated').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('meals_user_date_idx').on(t.userId, t.date), index('meals_source_job_idx').on(t.sourceJobId)],
);

export const mealEditJobs = pgTable(
  'meal_edit_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // No foreign key to meals: an edit may remove its own meal ("pappadam venda" opened on the
    // pappadam, decision 133), and its job must outlive the row so its status can still be read.
    // The jobs go with their user.
    mealId: uuid('meal_id').notNull(),
    instructions: text('instructions').notNull(),
    ...leaseColumns(),
  },
  (t) => [
    index('meal_edit_jobs_meal_idx').on(t.mealId, t.createdAt),
    index('meal_edit_jobs_claim_idx').on(t.status, t.createdAt),
    // One active edit per meal, held by the database: parallel requests cannot both pass a check.
    uniqueIndex('meal_edit_jobs_one_active_key')
      .on(t.mealId)
      .where(sql`status in ('queued', 'processing')`),
  ],
);

export const imageObjects = pgTable(
  'image_objects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // The path clients carry in images_obj_stor_urls and meals carry in context.image_uploads.
    objectPath: text('object_path').notNull(),
    storageKey: text('storage_key').notNull(),
    thumbnailKey: text('thumbnail_key'),
    contentType: text('content_type'),
    sizeBytes: integer('size_bytes'),
    width: integer('width'),
    height: integer('height'),
    status: text('status', { enum: ['pending', 'stored'] })
      .notNull()
      .default('pending'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('image_objects_object_path_key').on(t.objectPath), index('image_objects_user_idx').on(t.userId)],
);

export interface SharedEstimateMeal {
  title: string;
  description: string;
  serving: { serving_size_g: number; servings: number; household_unit: string };
  macros: { calories_kcal: number; protein_g: number; carbs_g: number; fat_g: number };
}

export const sharedEstimates = pgTable(
  'shared_estimates',
  {
    // At least 128 random bits, base64url: the id is the only key to a public page.
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sourceJobId: uuid('source_job_id').references(() => chatJobs.id, { onDelete: 'set null' }),
    // The entry's first photo at share time; the only image GET /api/public/calorie-guess/:id/image
    // serves, and only while the share is live (decision 090).
    imageObjectId: uuid('image_object_id').references(() => imageObjects.id, { onDelete: 'set null' }),
    imageUrl: text('image_url'),
    totalCaloriesKcal: doublePrecision('total_calories_kcal').notNull(),
    notes: text('notes'),
    // A snapshot: later edits to the meals do not change what was shared.
    meals: jsonb('meals').$type<SharedEstimateMeal[]>().notNull(),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('shared_estimates_user_idx').on(t.userId)],
);

/**
 * Read-only links to an athlete's week for a coach or dietitian (issue 17). The id is the only key
 * to the public report: at least 128 random bits, base64url. A revoked link stays listed for its
 * owner and answers 404 to everyone else.
 */
export const coachReportLinks = pgTable(
  'coach_report_links',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('coach_report_links_user_idx').on(t.userId, t.createdAt)],
);

/** Accounts of the embedded identity provider (only used when no external OIDC issuer is set). */
export const localAccounts = pgTable(
  'local_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    emailNormalized: text('email_normalized').notNull(),
    // scrypt$N$r$p$salt$hash, all parameters stored so they can be raised later.
    passwordHash: text('password_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('local_accounts_email_normalized_key').on(t.emailNormalized)],
);

/**
 * Password-reset links of the embedded provider. Only the token's SHA-256 is kept, so the
 * database alone never yields a working link. Single use (used_at) and short-lived (expires_at).
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => localAccounts.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_token_hash_key').on(t.tokenHash),
    index('password_reset_tokens_account_idx').on(t.accountId),
  ],
);

/** Sign-in attempts, counted per account and per IP to slow down password guessing. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('login_attempts_key_created_idx').on(t.key, t.createdAt)],
);

/** The embedded identity provider's storage: grants, codes, sessions, interactions. */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    id: text('id').notNull(),
    model: text('model').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('oidc_payloads_model_id_key').on(t.model, t.id),
    index('oidc_payloads_grant_idx').on(t.grantId),
    index('oidc_payloads_uid_idx').on(t.uid),
    // For the sweep of expired rows (jobs/sweep-expired-rows.ts).
    index('oidc_payloads_expires_at_idx').on(t.expiresAt),
  ],
);

/** Secrets the server generates once and keeps (signing keys, cookie keys, client secret). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  createdAt: createdAt(),
});

// The athlete's own data (issue #16): profile, body weight history, training calendar, weekly
// pattern, sweat-rate tests and water logged without words. All of it goes with the account.

/** One row per user; the body weight lives in athlete_weights (a dated history). */
export const athleteProfiles = pgTable('athlete_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  heightCm: doublePrecision('height_cm'),
  sex: text('sex'),
  sport: text('sport'),
  role: text('role'),
  goal: text('goal').notNull().default('maintain'),
  timeZone: text('time_zone'),
  units: text('units').notNull().default('metric'),
  updatedAt: updatedAt(),
});

export const athleteWeights = pgTable(
  'athlete_weights',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    kg: doublePrecision('kg').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // One weight per date: saving the same date again replaces it.
  (t) => [uniqueIndex('athlete_weights_user_date_key').on(t.userId, t.date)],
);

export const trainingDays = pgTable(
  'training_days',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    load: text('load').notNull(),
    matchFormat: text('match_format'),
    // "HH:MM" in the athlete's own time zone.
    startTime: text('start_time'),
    hot: boolean('hot').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('training_days_user_date_key').on(t.userId, t.date)],
);

/** The repeating week: 7 entries (Monday first), each {load, hot} or null. */
export const trainingPatterns = pgTable('training_patterns', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  days: jsonb('days').$type<Array<{ load: string; hot: boolean } | null>>().notNull(),
  updatedAt: updatedAt(),
});

export const sweatTests = pgTable(
  'sweat_tests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    weightBeforeKg: doublePrecision('weight_before_kg').notNull(),
    weightAfterKg: doublePrecision('weight_after_kg').notNull(),
    fluidDrunkMl: integer('fluid_drunk_ml').notNull(),
    urineMl: integer('urine_ml').notNull().default(0),
    durationMin: integer('duration_min').notNull(),
    hot: boolean('hot').notNull().default(false),
    // Computed once when saved, so the history shows what the targets used.
    sweatRateMlPerHour: doublePrecision('sweat_rate_ml_per_hour').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sweat_tests_user_date_idx').on(t.userId, t.date)],
);

export const fluidLogs = pgTable(
  'fluid_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    ml: integer('ml').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index('fluid_logs_user_date_idx').on(t.userId, t.date)],
);
