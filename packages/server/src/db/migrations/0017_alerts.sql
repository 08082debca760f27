CREATE TABLE "alert_run_documents" (
	"run_id" integer NOT NULL,
	"ucid" text NOT NULL,
	"rank" integer NOT NULL,
	CONSTRAINT "alert_run_documents_run_id_ucid_pk" PRIMARY KEY("run_id","ucid")
);
--> statement-breakpoint
CREATE TABLE "alert_runs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "alert_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" uuid NOT NULL,
	"alert_id" integer NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"count" integer,
	"error" text,
	"inspectors_users" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"inspectors_groups" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"custom_field_scheme_id" integer,
	"job_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "alert_runs_status" CHECK ("alert_runs"."status" in ('pending', 'running', 'finished', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "alerts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "alerts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"type" integer NOT NULL,
	"name" text NOT NULL,
	"query" text,
	"filters" jsonb NOT NULL,
	"ucids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"schedule" jsonb NOT NULL,
	"date_basis" text DEFAULT 'ingest' NOT NULL,
	"grouping" text DEFAULT 'none' NOT NULL,
	"mail_empty_runs" boolean DEFAULT false NOT NULL,
	"recipients" jsonb NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"highlighting_scheme_id" integer,
	"folder_id" integer,
	"label_id" integer,
	"inspector_user_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"inspector_group_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"custom_field_scheme_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "alerts_type" CHECK ("alerts"."type" in (1, 2, 3))
);
--> statement-breakpoint
ALTER TABLE "alert_run_documents" ADD CONSTRAINT "alert_run_documents_run_id_alert_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."alert_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_runs" ADD CONSTRAINT "alert_runs_alert_id_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_runs" ADD CONSTRAINT "alert_runs_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_highlighting_scheme_id_highlighting_schemes_id_fk" FOREIGN KEY ("highlighting_scheme_id") REFERENCES "public"."highlighting_schemes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_folder_id_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."folders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_label_id_folder_labels_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."folder_labels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alert_runs_key_unique" ON "alert_runs" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "alert_runs_period_unique" ON "alert_runs" USING btree ("alert_id","period_start");--> statement-breakpoint
CREATE INDEX "alerts_user_idx" ON "alerts" USING btree ("user_id","type");