ALTER TABLE "chat_jobs" ADD COLUMN "favourite_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_jobs" ADD COLUMN "copy_of" jsonb;--> statement-breakpoint
CREATE INDEX "chat_jobs_user_favourite_idx" ON "chat_jobs" USING btree ("user_id","favourite_at") WHERE favourite_at is not null;