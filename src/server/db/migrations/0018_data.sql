ALTER TABLE "dispute_items" DROP CONSTRAINT "dispute_items_analysis_id_credit_report_analyses_id_fk";
--> statement-breakpoint
ALTER TABLE "dispute_items" ALTER COLUMN "analysis_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "dispute_letters" ADD COLUMN "report_deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "dispute_items" ADD CONSTRAINT "dispute_items_analysis_id_credit_report_analyses_id_fk" FOREIGN KEY ("analysis_id") REFERENCES "public"."credit_report_analyses"("id") ON DELETE set null ON UPDATE no action;