CREATE TABLE "notification_preferences" (
	"user_id" text PRIMARY KEY NOT NULL,
	"deadline_reminders" boolean DEFAULT true NOT NULL,
	"dispute_updates" boolean DEFAULT true NOT NULL,
	"report_reminders" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sent_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"item_id" uuid,
	"emailed" boolean DEFAULT false NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sent_reminders_kind_check" CHECK ("sent_reminders"."kind" in ('deadline_soon', 'deadline_today', 'overdue', 'follow_up', 'monthly_reports'))
);
--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sent_reminders" ADD CONSTRAINT "sent_reminders_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sent_reminders_once_idx" ON "sent_reminders" USING btree ("user_id","kind","subject");--> statement-breakpoint
CREATE INDEX "sent_reminders_user_idx" ON "sent_reminders" USING btree ("user_id","sent_at" DESC NULLS LAST);