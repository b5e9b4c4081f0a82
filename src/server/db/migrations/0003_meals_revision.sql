ALTER TABLE "users" ADD COLUMN "meals_revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Every change to a user's meals, by any process, moves their revision on in the same transaction.
CREATE FUNCTION "crease_bump_meals_revision"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "users" SET "meals_revision" = "meals_revision" + 1 WHERE "id" = OLD."user_id";
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW."user_id" IS DISTINCT FROM OLD."user_id") THEN
    UPDATE "users" SET "meals_revision" = "meals_revision" + 1 WHERE "id" = NEW."user_id";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "meals_bump_revision" AFTER INSERT OR UPDATE OR DELETE ON "meals"
  FOR EACH ROW EXECUTE FUNCTION "crease_bump_meals_revision"();
