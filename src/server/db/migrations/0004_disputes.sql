CREATE TABLE "dispute_choices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"candidate_key" text NOT NULL,
	"choice" text NOT NULL,
	"reason" text,
	"statement" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dispute_choices_choice_check" CHECK ("dispute_choices"."choice" in ('dispute', 'accurate'))
);
--> statement-breakpoint
CREATE TABLE "dispute_exhibits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"letter_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dispute_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"analysis_id" uuid NOT NULL,
	"bureau" text NOT NULL,
	"account_name" text NOT NULL,
	"account_number" text,
	"dispute_reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"due_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"metadata" jsonb NOT NULL,
	"candidate_key" text NOT NULL,
	"code" text NOT NULL,
	"evidence" text,
	"statement" text,
	"request" text DEFAULT 'delete' NOT NULL,
	"letter_id" uuid,
	CONSTRAINT "dispute_items_status_check" CHECK ("dispute_items"."status" in ('pending', 'ready', 'sent', 'responded', 'completed', 'denied', 'submitted')),
	CONSTRAINT "dispute_items_bureau_check" CHECK ("dispute_items"."bureau" in ('experian', 'transunion', 'equifax', 'all'))
);
--> statement-breakpoint
CREATE TABLE "dispute_letters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"analysis_id" uuid,
	"kind" text NOT NULL,
	"bureau" text,
	"furnisher" jsonb,
	"round" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"document" jsonb,
	"free_text" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"signature_name" text,
	"signed_at" timestamp with time zone,
	"pdf_key" text,
	"mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dispute_letters_kind_check" CHECK ("dispute_letters"."kind" in ('bureau_dispute', 'furnisher_dispute', 'file_disclosure')),
	CONSTRAINT "dispute_letters_status_check" CHECK ("dispute_letters"."status" in ('draft', 'ready', 'sent'))
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "street" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "street2" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "state" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "zip" text;--> statement-breakpoint
ALTER TABLE "dispute_choices" ADD CONSTRAINT "dispute_choices_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_exhibits" ADD CONSTRAINT "dispute_exhibits_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_exhibits" ADD CONSTRAINT "dispute_exhibits_letter_id_dispute_letters_id_fk" FOREIGN KEY ("letter_id") REFERENCES "public"."dispute_letters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_items" ADD CONSTRAINT "dispute_items_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_items" ADD CONSTRAINT "dispute_items_analysis_id_credit_report_analyses_id_fk" FOREIGN KEY ("analysis_id") REFERENCES "public"."credit_report_analyses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_items" ADD CONSTRAINT "dispute_items_letter_id_dispute_letters_id_fk" FOREIGN KEY ("letter_id") REFERENCES "public"."dispute_letters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_letters" ADD CONSTRAINT "dispute_letters_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_letters" ADD CONSTRAINT "dispute_letters_analysis_id_credit_report_analyses_id_fk" FOREIGN KEY ("analysis_id") REFERENCES "public"."credit_report_analyses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dispute_choices_user_key_idx" ON "dispute_choices" USING btree ("user_id","candidate_key");--> statement-breakpoint
CREATE INDEX "dispute_exhibits_letter_idx" ON "dispute_exhibits" USING btree ("letter_id","created_at");--> statement-breakpoint
CREATE INDEX "dispute_items_user_created_idx" ON "dispute_items" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "dispute_items_open_candidate_idx" ON "dispute_items" USING btree ("user_id","bureau","candidate_key") WHERE "dispute_items"."status" not in ('completed', 'denied') and "dispute_items"."candidate_key" <> '';--> statement-breakpoint
CREATE INDEX "dispute_letters_user_idx" ON "dispute_letters" USING btree ("user_id","created_at" DESC NULLS LAST);