CREATE TABLE "active_client_references" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"client_reference_id" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_references" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "client_references_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"reference" text NOT NULL,
	"reference_key" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "logged_events" ADD COLUMN "client_reference" text;--> statement-breakpoint
ALTER TABLE "logged_events" ADD COLUMN "organization_id" integer;--> statement-breakpoint
ALTER TABLE "active_client_references" ADD CONSTRAINT "active_client_references_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "active_client_references" ADD CONSTRAINT "active_client_references_client_reference_id_client_references_id_fk" FOREIGN KEY ("client_reference_id") REFERENCES "public"."client_references"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_references" ADD CONSTRAINT "client_references_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_references" ADD CONSTRAINT "client_references_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "client_references_organization_key_unique" ON "client_references" USING btree ("organization_id","reference_key");--> statement-breakpoint
ALTER TABLE "logged_events" ADD CONSTRAINT "logged_events_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "logged_events_tracking_idx" ON "logged_events" USING btree ("organization_id","created_at") WHERE "logged_events"."client_reference" is not null;