CREATE TABLE "frozen_result_hits" (
	"set_id" integer NOT NULL,
	"rank" integer NOT NULL,
	"ucid" text NOT NULL,
	"score" double precision NOT NULL,
	"group_key" text,
	"group_size" integer,
	CONSTRAINT "frozen_result_hits_set_id_rank_pk" PRIMARY KEY("set_id","rank")
);
--> statement-breakpoint
CREATE TABLE "frozen_result_sets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "frozen_result_sets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"query" text NOT NULL,
	"parsed_query" text NOT NULL,
	"query_index" integer,
	"options" jsonb NOT NULL,
	"corpus" jsonb NOT NULL,
	"publications" integer NOT NULL,
	"families" integer NOT NULL,
	"hit_count" integer NOT NULL,
	"frozen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "frozen_result_hits" ADD CONSTRAINT "frozen_result_hits_set_id_frozen_result_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."frozen_result_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "frozen_result_sets" ADD CONSTRAINT "frozen_result_sets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "frozen_result_sets_user_idx" ON "frozen_result_sets" USING btree ("user_id","id");