DROP INDEX "credit_report_analyses_user_id_idx";--> statement-breakpoint
ALTER TABLE "credit_report_analyses" ADD COLUMN "corrected_score" integer;--> statement-breakpoint
ALTER TABLE "credit_report_analyses" ADD COLUMN "corrected_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "credit_report_analyses_user_id_upload_date_idx" ON "credit_report_analyses" USING btree ("user_id","upload_date" DESC NULLS LAST);