CREATE TABLE "analysis_sets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "analysis_sets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"workspace_id" integer,
	"created_by" integer,
	"name" text NOT NULL,
	"query_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"filters" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analysis_themes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "analysis_themes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"user_id" integer,
	"name" text NOT NULL,
	"colour_range" jsonb NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workspace_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "workspace_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"workspace_id" integer NOT NULL,
	"user_id" integer,
	"action" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workspace_groups" (
	"workspace_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"level" text NOT NULL,
	CONSTRAINT "workspace_groups_workspace_id_group_id_pk" PRIMARY KEY("workspace_id","group_id"),
	CONSTRAINT "workspace_groups_level_check" CHECK ("workspace_groups"."level" in ('read', 'write', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "workspace_label_links" (
	"workspace_id" integer NOT NULL,
	"label_id" integer NOT NULL,
	CONSTRAINT "workspace_label_links_workspace_id_label_id_pk" PRIMARY KEY("workspace_id","label_id")
);
--> statement-breakpoint
CREATE TABLE "workspace_labels" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "workspace_labels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"colour" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workspace_queries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "workspace_queries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"workspace_id" integer NOT NULL,
	"name" text NOT NULL,
	"full_query" text NOT NULL,
	"filters" jsonb NOT NULL,
	"grouping" text DEFAULT 'simplefamily' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workspace_queries_grouping_check" CHECK ("workspace_queries"."grouping" in ('none', 'applicationnumber', 'simplefamily', 'extendedfamily'))
);
--> statement-breakpoint
CREATE TABLE "workspace_users" (
	"workspace_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"level" text NOT NULL,
	CONSTRAINT "workspace_users_workspace_id_user_id_pk" PRIMARY KEY("workspace_id","user_id"),
	CONSTRAINT "workspace_users_level_check" CHECK ("workspace_users"."level" in ('read', 'write', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "workspace_viewers" (
	"workspace_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"section" text,
	"active_at" timestamp with time zone NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL,
	"visits" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "workspace_viewers_workspace_id_user_id_pk" PRIMARY KEY("workspace_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "workspaces" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "workspaces_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"owner_id" integer,
	"name" text NOT NULL,
	"grouping" text DEFAULT 'simplefamily' NOT NULL,
	"metrics" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"theme_id" integer,
	"set_type" text,
	"set_id" integer,
	"active_dashboard_id" integer,
	"engaged_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workspaces_grouping_check" CHECK ("workspaces"."grouping" in ('none', 'applicationnumber', 'simplefamily', 'extendedfamily')),
	CONSTRAINT "workspaces_set_check" CHECK (("workspaces"."set_type" is null) = ("workspaces"."set_id" is null))
);
--> statement-breakpoint
ALTER TABLE "analysis_sets" ADD CONSTRAINT "analysis_sets_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_sets" ADD CONSTRAINT "analysis_sets_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_sets" ADD CONSTRAINT "analysis_sets_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_themes" ADD CONSTRAINT "analysis_themes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_themes" ADD CONSTRAINT "analysis_themes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_events" ADD CONSTRAINT "workspace_events_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_events" ADD CONSTRAINT "workspace_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_groups" ADD CONSTRAINT "workspace_groups_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_groups" ADD CONSTRAINT "workspace_groups_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_label_links" ADD CONSTRAINT "workspace_label_links_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_label_links" ADD CONSTRAINT "workspace_label_links_label_id_workspace_labels_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."workspace_labels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_labels" ADD CONSTRAINT "workspace_labels_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_queries" ADD CONSTRAINT "workspace_queries_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_users" ADD CONSTRAINT "workspace_users_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_users" ADD CONSTRAINT "workspace_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_viewers" ADD CONSTRAINT "workspace_viewers_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_viewers" ADD CONSTRAINT "workspace_viewers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspaces" ADD CONSTRAINT "workspaces_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspaces" ADD CONSTRAINT "workspaces_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspaces" ADD CONSTRAINT "workspaces_theme_id_analysis_themes_id_fk" FOREIGN KEY ("theme_id") REFERENCES "public"."analysis_themes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analysis_sets_organization_idx" ON "analysis_sets" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "analysis_sets_workspace_idx" ON "analysis_sets" USING btree ("workspace_id");--> statement-breakpoint
CREATE INDEX "analysis_themes_organization_idx" ON "analysis_themes" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "analysis_themes_user_idx" ON "analysis_themes" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "analysis_themes_user_default_unique" ON "analysis_themes" USING btree ("user_id") WHERE "analysis_themes"."is_default" and "analysis_themes"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "analysis_themes_organization_default_unique" ON "analysis_themes" USING btree ("organization_id") WHERE "analysis_themes"."is_default" and "analysis_themes"."user_id" is null;--> statement-breakpoint
CREATE INDEX "workspace_events_workspace_idx" ON "workspace_events" USING btree ("workspace_id","id");--> statement-breakpoint
CREATE INDEX "workspace_groups_group_idx" ON "workspace_groups" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "workspace_label_links_label_idx" ON "workspace_label_links" USING btree ("label_id");--> statement-breakpoint
CREATE UNIQUE INDEX "workspace_labels_name_unique" ON "workspace_labels" USING btree ("user_id","name_key");--> statement-breakpoint
CREATE INDEX "workspace_queries_workspace_idx" ON "workspace_queries" USING btree ("workspace_id","id");--> statement-breakpoint
CREATE INDEX "workspace_users_user_idx" ON "workspace_users" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "workspaces_organization_idx" ON "workspaces" USING btree ("organization_id","updated_at");--> statement-breakpoint
CREATE INDEX "workspaces_owner_idx" ON "workspaces" USING btree ("owner_id");