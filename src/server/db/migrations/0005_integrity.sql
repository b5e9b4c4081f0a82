ALTER TABLE "chat_jobs" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
-- Before the index: a database that already holds two active edits of one meal keeps the oldest.
UPDATE "meal_edit_jobs" SET "status" = 'failed', "error" = 'Another edit of this meal was already in progress.', "finished_at" = now()
WHERE "status" IN ('queued', 'processing')
  AND "id" NOT IN (SELECT DISTINCT ON ("meal_id") "id" FROM "meal_edit_jobs" WHERE "status" IN ('queued', 'processing') ORDER BY "meal_id", "created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "meal_edit_jobs_one_active_key" ON "meal_edit_jobs" USING btree ("meal_id") WHERE status in ('queued', 'processing');