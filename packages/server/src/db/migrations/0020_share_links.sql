CREATE TABLE "share_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "share_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer,
	"created_by" integer NOT NULL,
	"kind" text NOT NULL,
	"target" text NOT NULL,
	"key" text NOT NULL,
	"label" text NOT NULL,
	"display_name" text,
	"fields" jsonb,
	"frozen_query" text,
	"filters" jsonb NOT NULL,
	"grouping" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "share_links_kind_check" CHECK ("share_links"."kind" in ('search', 'folder', 'patent', 'alert_run')),
	CONSTRAINT "share_links_views_check" CHECK ("share_links"."views" >= 0)
);
--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "share_links_key_idx" ON "share_links" USING btree ("key");--> statement-breakpoint
CREATE INDEX "share_links_created_by_idx" ON "share_links" USING btree ("created_by","id");