CREATE TABLE "exports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "exports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"format" text NOT NULL,
	"request" jsonb NOT NULL,
	"source_name" text NOT NULL,
	"source_type" text NOT NULL,
	"filename" text NOT NULL,
	"total" integer,
	"written" integer DEFAULT 0 NOT NULL,
	"size" bigint,
	"error" text,
	"file_path" text,
	"job_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "exports_status" CHECK ("exports"."status" in ('pending', 'running', 'finished', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "export_cap" integer;--> statement-breakpoint
ALTER TABLE "exports" ADD CONSTRAINT "exports_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exports" ADD CONSTRAINT "exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exports" ADD CONSTRAINT "exports_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exports_user_idx" ON "exports" USING btree ("user_id","created_at");