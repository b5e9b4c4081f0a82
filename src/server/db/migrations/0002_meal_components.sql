ALTER TABLE "chat_jobs" ADD COLUMN "unmatched" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "meals" ADD COLUMN "components" jsonb DEFAULT '[]'::jsonb NOT NULL;