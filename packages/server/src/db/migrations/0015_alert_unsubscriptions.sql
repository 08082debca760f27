CREATE TABLE "alert_unsubscriptions" (
	"alert_id" integer NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_unsubscriptions_alert_id_email_pk" PRIMARY KEY("alert_id","email"),
	CONSTRAINT "alert_unsubscriptions_email_lowercase" CHECK ("alert_unsubscriptions"."email" = lower("alert_unsubscriptions"."email"))
);
