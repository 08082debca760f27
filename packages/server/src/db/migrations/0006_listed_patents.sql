CREATE TABLE "listed_patents" (
	"user_id" integer NOT NULL,
	"ucid" text NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listed_patents_user_id_ucid_pk" PRIMARY KEY("user_id","ucid")
);
--> statement-breakpoint
ALTER TABLE "listed_patents" ADD CONSTRAINT "listed_patents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;