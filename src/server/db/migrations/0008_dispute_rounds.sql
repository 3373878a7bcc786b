CREATE TABLE "dispute_round_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"bureau" text,
	"analysis_id" uuid,
	"file_name" text,
	"content_type" text,
	"size" integer,
	"storage_key" text,
	"status" text NOT NULL,
	"proposals" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reinsertions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dispute_round_reviews_kind_check" CHECK ("dispute_round_reviews"."kind" in ('reply', 'reanalysis')),
	CONSTRAINT "dispute_round_reviews_status_check" CHECK ("dispute_round_reviews"."status" in ('read', 'unreadable', 'compared'))
);
--> statement-breakpoint
ALTER TABLE "dispute_round_reviews" ADD CONSTRAINT "dispute_round_reviews_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_round_reviews" ADD CONSTRAINT "dispute_round_reviews_analysis_id_credit_report_analyses_id_fk" FOREIGN KEY ("analysis_id") REFERENCES "public"."credit_report_analyses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dispute_round_reviews_user_idx" ON "dispute_round_reviews" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "dispute_round_reviews_analysis_idx" ON "dispute_round_reviews" USING btree ("analysis_id") WHERE "dispute_round_reviews"."kind" = 'reanalysis';