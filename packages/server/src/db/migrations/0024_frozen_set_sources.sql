-- Sets frozen before this migration all came from saved searches: their source is written from query_index, so the
-- column can be NOT NULL without losing any of them.
ALTER TABLE "frozen_result_sets" ADD COLUMN "source" jsonb;--> statement-breakpoint
UPDATE "frozen_result_sets" SET "source" = jsonb_build_object('from', 'searches', 'id', "query_index", 'label', 'search #' || "query_index");--> statement-breakpoint
ALTER TABLE "frozen_result_sets" ALTER COLUMN "source" SET NOT NULL;
