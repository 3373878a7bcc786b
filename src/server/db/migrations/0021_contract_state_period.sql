ALTER TABLE "subscription_contracts" ADD COLUMN "person_state" text;--> statement-breakpoint
ALTER TABLE "subscription_contracts" ADD COLUMN "cancellation_business_days" integer DEFAULT 3 NOT NULL;