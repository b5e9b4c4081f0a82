CREATE TABLE "athlete_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"height_cm" double precision,
	"sex" text,
	"sport" text,
	"role" text,
	"goal" text DEFAULT 'maintain' NOT NULL,
	"time_zone" text,
	"units" text DEFAULT 'metric' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "athlete_weights" (
	"user_id" uuid NOT NULL,
	"date" date NOT NULL,
	"kg" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fluid_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"date" date NOT NULL,
	"ml" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sweat_tests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"date" date NOT NULL,
	"weight_before_kg" double precision NOT NULL,
	"weight_after_kg" double precision NOT NULL,
	"fluid_drunk_ml" integer NOT NULL,
	"urine_ml" integer DEFAULT 0 NOT NULL,
	"duration_min" integer NOT NULL,
	"hot" boolean DEFAULT false NOT NULL,
	"sweat_rate_ml_per_hour" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_days" (
	"user_id" uuid NOT NULL,
	"date" date NOT NULL,
	"load" text NOT NULL,
	"match_format" text,
	"start_time" text,
	"hot" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_patterns" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"days" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "athlete_profiles" ADD CONSTRAINT "athlete_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "athlete_weights" ADD CONSTRAINT "athlete_weights_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fluid_logs" ADD CONSTRAINT "fluid_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sweat_tests" ADD CONSTRAINT "sweat_tests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_days" ADD CONSTRAINT "training_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_patterns" ADD CONSTRAINT "training_patterns_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "athlete_weights_user_date_key" ON "athlete_weights" USING btree ("user_id","date");--> statement-breakpoint
CREATE INDEX "fluid_logs_user_date_idx" ON "fluid_logs" USING btree ("user_id","date");--> statement-breakpoint
CREATE INDEX "sweat_tests_user_date_idx" ON "sweat_tests" USING btree ("user_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "training_days_user_date_key" ON "training_days" USING btree ("user_id","date");