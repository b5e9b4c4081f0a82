ALTER TABLE "meal_edit_jobs" DROP CONSTRAINT "meal_edit_jobs_meal_id_meals_id_fk";
