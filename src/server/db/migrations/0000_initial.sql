CREATE TABLE "chat_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"session_id" text,
	"client_request_id" text,
	"message" text NOT NULL,
	"date" date,
	"timezone" text,
	"images_obj_stor_urls" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_by" text,
	"lease_expires_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "image_objects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"object_path" text NOT NULL,
	"storage_key" text NOT NULL,
	"thumbnail_key" text,
	"content_type" text,
	"size_bytes" integer,
	"width" integer,
	"height" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meal_edit_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"meal_id" uuid NOT NULL,
	"instructions" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_by" text,
	"lease_expires_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"source_job_id" uuid,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"date" date NOT NULL,
	"consumed_at" timestamp with time zone,
	"meal_type" text,
	"image_uploads" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"calories_kcal" double precision DEFAULT 0 NOT NULL,
	"protein_g" double precision DEFAULT 0 NOT NULL,
	"carbs_g" double precision DEFAULT 0 NOT NULL,
	"fat_g" double precision DEFAULT 0 NOT NULL,
	"fiber_g" double precision DEFAULT 0 NOT NULL,
	"sugar_g" double precision DEFAULT 0 NOT NULL,
	"sodium_mg" double precision DEFAULT 0 NOT NULL,
	"saturated_g" double precision DEFAULT 0 NOT NULL,
	"cholesterol_mg" double precision DEFAULT 0 NOT NULL,
	"servings" double precision DEFAULT 1 NOT NULL,
	"serving_size_g" double precision DEFAULT 0 NOT NULL,
	"household_unit" text DEFAULT '' NOT NULL,
	"micros" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"estimated" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shared_estimates" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"source_job_id" uuid,
	"image_url" text,
	"total_calories_kcal" double precision NOT NULL,
	"notes" text,
	"meals" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"meals_visible_columns" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"issuer" text NOT NULL,
	"subject" text NOT NULL,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "waitlist_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"email_normalized" text NOT NULL,
	"referral_code" text NOT NULL,
	"referred_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_jobs" ADD CONSTRAINT "chat_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_objects" ADD CONSTRAINT "image_objects_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_edit_jobs" ADD CONSTRAINT "meal_edit_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_edit_jobs" ADD CONSTRAINT "meal_edit_jobs_meal_id_meals_id_fk" FOREIGN KEY ("meal_id") REFERENCES "public"."meals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meals" ADD CONSTRAINT "meals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meals" ADD CONSTRAINT "meals_source_job_id_chat_jobs_id_fk" FOREIGN KEY ("source_job_id") REFERENCES "public"."chat_jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_estimates" ADD CONSTRAINT "shared_estimates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_estimates" ADD CONSTRAINT "shared_estimates_source_job_id_chat_jobs_id_fk" FOREIGN KEY ("source_job_id") REFERENCES "public"."chat_jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_jobs_user_created_idx" ON "chat_jobs" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "chat_jobs_claim_idx" ON "chat_jobs" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_jobs_idempotency_key" ON "chat_jobs" USING btree ("user_id","session_id","client_request_id") WHERE client_request_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "image_objects_object_path_key" ON "image_objects" USING btree ("object_path");--> statement-breakpoint
CREATE INDEX "image_objects_user_idx" ON "image_objects" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "meal_edit_jobs_meal_idx" ON "meal_edit_jobs" USING btree ("meal_id","created_at");--> statement-breakpoint
CREATE INDEX "meal_edit_jobs_claim_idx" ON "meal_edit_jobs" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "meals_user_date_idx" ON "meals" USING btree ("user_id","date");--> statement-breakpoint
CREATE INDEX "meals_source_job_idx" ON "meals" USING btree ("source_job_id");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "shared_estimates_user_idx" ON "shared_estimates" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_issuer_subject_key" ON "users" USING btree ("issuer","subject");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_email_normalized_key" ON "waitlist_entries" USING btree ("email_normalized");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_referral_code_key" ON "waitlist_entries" USING btree ("referral_code");--> statement-breakpoint
CREATE INDEX "waitlist_entries_referred_by_idx" ON "waitlist_entries" USING btree ("referred_by_id");