CREATE TABLE "alert_run_changes" (
	"run_id" integer NOT NULL,
	"position" integer NOT NULL,
	"ucid" text NOT NULL,
	"kind" text NOT NULL,
	"category" text,
	"detail" jsonb NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "alert_run_changes_run_id_position_pk" PRIMARY KEY("run_id","position"),
	CONSTRAINT "alert_run_changes_kind" CHECK ("alert_run_changes"."kind" in ('status', 'legal_event', 'family_member', 'forward_citation')),
	CONSTRAINT "alert_run_changes_category" CHECK (("alert_run_changes"."kind" = 'legal_event') = ("alert_run_changes"."category" is not null) and ("alert_run_changes"."category" is null or "alert_run_changes"."category" in ('grant', 'lapse', 'opposition', 'expiry', 'other')))
);
--> statement-breakpoint
ALTER TABLE "alert_run_changes" ADD CONSTRAINT "alert_run_changes_run_id_alert_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."alert_runs"("id") ON DELETE cascade ON UPDATE no action;