CREATE TABLE "folder_patents" (
	"folder_id" integer NOT NULL,
	"ucid" text NOT NULL,
	"added_by" integer,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rating" integer,
	CONSTRAINT "folder_patents_folder_id_ucid_pk" PRIMARY KEY("folder_id","ucid"),
	CONSTRAINT "folder_patents_rating" CHECK ("folder_patents"."rating" is null or "folder_patents"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "folder_pins" (
	"folder_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "folder_pins_folder_id_user_id_pk" PRIMARY KEY("folder_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "folder_shares" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "folder_shares_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"folder_id" integer NOT NULL,
	"user_id" integer,
	"group_id" integer,
	"level" text NOT NULL,
	CONSTRAINT "folder_shares_level" CHECK ("folder_shares"."level" in ('read', 'write', 'admin')),
	CONSTRAINT "folder_shares_one_grantee" CHECK (("folder_shares"."user_id" is null) <> ("folder_shares"."group_id" is null))
);
--> statement-breakpoint
CREATE TABLE "folders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "folders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category_id" integer,
	"creator_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "logged_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "logged_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"folder_id" integer,
	"action" text NOT NULL,
	"message" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"undo" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "folder_limit" integer;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "folder_warning" integer;--> statement-breakpoint
ALTER TABLE "folder_patents" ADD CONSTRAINT "folder_patents_folder_id_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folder_patents" ADD CONSTRAINT "folder_patents_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folder_pins" ADD CONSTRAINT "folder_pins_folder_id_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folder_pins" ADD CONSTRAINT "folder_pins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folder_shares" ADD CONSTRAINT "folder_shares_folder_id_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folder_shares" ADD CONSTRAINT "folder_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folder_shares" ADD CONSTRAINT "folder_shares_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folders" ADD CONSTRAINT "folders_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folders" ADD CONSTRAINT "folders_category_id_folder_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."folder_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folders" ADD CONSTRAINT "folders_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logged_events" ADD CONSTRAINT "logged_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logged_events" ADD CONSTRAINT "logged_events_folder_id_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "folder_shares_user_unique" ON "folder_shares" USING btree ("folder_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "folder_shares_group_unique" ON "folder_shares" USING btree ("folder_id","group_id");--> statement-breakpoint
CREATE INDEX "folder_shares_user_idx" ON "folder_shares" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "folder_shares_group_idx" ON "folder_shares" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "folders_organization_idx" ON "folders" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "logged_events_user_idx" ON "logged_events" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "logged_events_folder_idx" ON "logged_events" USING btree ("folder_id");