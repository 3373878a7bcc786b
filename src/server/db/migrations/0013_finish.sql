CREATE TABLE "assistant_analyses" (
	"user_id" text NOT NULL,
	"analysis_id" uuid NOT NULL,
	"content" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assistant_analyses_user_id_analysis_id_pk" PRIMARY KEY("user_id","analysis_id")
);
--> statement-breakpoint
ALTER TABLE "assistant_analyses" ADD CONSTRAINT "assistant_analyses_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistant_analyses" ADD CONSTRAINT "assistant_analyses_analysis_id_credit_report_analyses_id_fk" FOREIGN KEY ("analysis_id") REFERENCES "public"."credit_report_analyses"("id") ON DELETE cascade ON UPDATE no action;