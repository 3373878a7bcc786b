CREATE TABLE "report_corrections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"analysis_id" uuid NOT NULL,
	"account_key" text NOT NULL,
	"kind" text NOT NULL,
	"field" text,
	"value" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_corrections_kind_check" CHECK ("report_corrections"."kind" in ('field', 'add', 'not_mine', 'accurate')),
	CONSTRAINT "report_corrections_field_check" CHECK (("report_corrections"."kind" = 'field') = ("report_corrections"."field" is not null))
);
--> statement-breakpoint
ALTER TABLE "report_corrections" ADD CONSTRAINT "report_corrections_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_corrections" ADD CONSTRAINT "report_corrections_analysis_id_credit_report_analyses_id_fk" FOREIGN KEY ("analysis_id") REFERENCES "public"."credit_report_analyses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_corrections_analysis_id_idx" ON "report_corrections" USING btree ("analysis_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "report_corrections_one_per_field_idx" ON "report_corrections" USING btree ("analysis_id","account_key","kind",coalesce("field", ''));