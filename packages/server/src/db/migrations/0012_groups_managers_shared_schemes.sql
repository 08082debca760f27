CREATE TABLE "group_managers" (
	"group_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "group_managers_group_id_user_id_pk" PRIMARY KEY("group_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "highlighting_schemes" ADD COLUMN "shared_with_organization" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "group_managers" ADD CONSTRAINT "group_managers_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_managers" ADD CONSTRAINT "group_managers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "group_managers_user_idx" ON "group_managers" USING btree ("user_id");