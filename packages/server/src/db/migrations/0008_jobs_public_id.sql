ALTER TABLE "jobs" ADD COLUMN "public_id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_public_id_unique" ON "jobs" USING btree ("public_id");