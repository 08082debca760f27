CREATE TABLE "active_custom_field_schemes" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"scheme_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_field_options" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "custom_field_options_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"field_id" integer NOT NULL,
	"parent_id" integer,
	"label" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_field_scheme_grants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "custom_field_scheme_grants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"scheme_id" integer NOT NULL,
	"user_id" integer,
	"group_id" integer,
	CONSTRAINT "custom_field_scheme_grants_one_grantee" CHECK (("custom_field_scheme_grants"."user_id" is null) <> ("custom_field_scheme_grants"."group_id" is null))
);
--> statement-breakpoint
CREATE TABLE "custom_field_schemes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "custom_field_schemes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_field_values" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "custom_field_values_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"folder_id" integer NOT NULL,
	"ucid" text NOT NULL,
	"field_id" integer NOT NULL,
	"option_id" integer,
	"text_value" text,
	"number_value" double precision,
	"date_value" date,
	CONSTRAINT "custom_field_values_one_value" CHECK (num_nonnulls("custom_field_values"."option_id", "custom_field_values"."text_value", "custom_field_values"."number_value", "custom_field_values"."date_value") = 1)
);
--> statement-breakpoint
CREATE TABLE "custom_fields" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "custom_fields_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"scheme_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"queryable" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "custom_fields_type" CHECK ("custom_fields"."type" in ('text', 'number', 'date', 'single_choice', 'multiple_choice', 'tree'))
);
--> statement-breakpoint
ALTER TABLE "active_custom_field_schemes" ADD CONSTRAINT "active_custom_field_schemes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "active_custom_field_schemes" ADD CONSTRAINT "active_custom_field_schemes_scheme_id_custom_field_schemes_id_fk" FOREIGN KEY ("scheme_id") REFERENCES "public"."custom_field_schemes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_field_options" ADD CONSTRAINT "custom_field_options_field_id_custom_fields_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."custom_fields"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_field_options" ADD CONSTRAINT "custom_field_options_parent_id_custom_field_options_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."custom_field_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_field_scheme_grants" ADD CONSTRAINT "custom_field_scheme_grants_scheme_id_custom_field_schemes_id_fk" FOREIGN KEY ("scheme_id") REFERENCES "public"."custom_field_schemes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_field_scheme_grants" ADD CONSTRAINT "custom_field_scheme_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_field_scheme_grants" ADD CONSTRAINT "custom_field_scheme_grants_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_field_schemes" ADD CONSTRAINT "custom_field_schemes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_field_values" ADD CONSTRAINT "custom_field_values_field_id_custom_fields_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."custom_fields"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_field_values" ADD CONSTRAINT "custom_field_values_option_id_custom_field_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."custom_field_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_field_values" ADD CONSTRAINT "custom_field_values_folder_id_ucid_folder_patents_folder_id_ucid_fk" FOREIGN KEY ("folder_id","ucid") REFERENCES "public"."folder_patents"("folder_id","ucid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_fields" ADD CONSTRAINT "custom_fields_scheme_id_custom_field_schemes_id_fk" FOREIGN KEY ("scheme_id") REFERENCES "public"."custom_field_schemes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "custom_field_options_field_idx" ON "custom_field_options" USING btree ("field_id","position");--> statement-breakpoint
CREATE INDEX "custom_field_options_parent_idx" ON "custom_field_options" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "custom_field_scheme_grants_user_unique" ON "custom_field_scheme_grants" USING btree ("scheme_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "custom_field_scheme_grants_group_unique" ON "custom_field_scheme_grants" USING btree ("scheme_id","group_id");--> statement-breakpoint
CREATE INDEX "custom_field_scheme_grants_user_idx" ON "custom_field_scheme_grants" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "custom_field_scheme_grants_group_idx" ON "custom_field_scheme_grants" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "custom_field_schemes_organization_idx" ON "custom_field_schemes" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "custom_field_values_patent_idx" ON "custom_field_values" USING btree ("folder_id","ucid");--> statement-breakpoint
CREATE INDEX "custom_field_values_field_idx" ON "custom_field_values" USING btree ("field_id");--> statement-breakpoint
CREATE INDEX "custom_field_values_option_idx" ON "custom_field_values" USING btree ("option_id");--> statement-breakpoint
CREATE INDEX "custom_fields_scheme_idx" ON "custom_fields" USING btree ("scheme_id","position");