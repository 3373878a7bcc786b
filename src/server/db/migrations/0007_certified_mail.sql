CREATE TABLE "certified_mailings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"letter_id" uuid NOT NULL,
	"mailed_by" text NOT NULL,
	"lob_id" text,
	"tracking_number" text,
	"tracking_url" text,
	"expected_delivery_date" text,
	"delivered_date" text,
	"delivery_assumed" boolean DEFAULT false NOT NULL,
	"cancel_until" timestamp with time zone,
	"status" text DEFAULT 'sent' NOT NULL,
	"return_receipt" boolean DEFAULT false NOT NULL,
	"extended_period" boolean DEFAULT false NOT NULL,
	"rendered_pdf_key" text,
	"events" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"mailed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certified_mailings_mailed_by_check" CHECK ("certified_mailings"."mailed_by" in ('lob', 'self'))
);
--> statement-breakpoint
CREATE TABLE "lob_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"lob_letter_id" text,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "certified_mailings" ADD CONSTRAINT "certified_mailings_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certified_mailings" ADD CONSTRAINT "certified_mailings_letter_id_dispute_letters_id_fk" FOREIGN KEY ("letter_id") REFERENCES "public"."dispute_letters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certified_mailings_letter_idx" ON "certified_mailings" USING btree ("letter_id");--> statement-breakpoint
CREATE UNIQUE INDEX "certified_mailings_lob_idx" ON "certified_mailings" USING btree ("lob_id");--> statement-breakpoint
CREATE INDEX "certified_mailings_user_idx" ON "certified_mailings" USING btree ("user_id");