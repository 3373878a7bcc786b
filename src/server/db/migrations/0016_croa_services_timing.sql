ALTER TABLE "subscription_contracts" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "subscription_contracts" ADD COLUMN "services_open_at" timestamp with time zone;--> statement-breakpoint
UPDATE "subscription_contracts" SET "services_open_at" = "cancellation_closes_at";--> statement-breakpoint
ALTER TABLE "subscription_contracts" ALTER COLUMN "services_open_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription_contracts" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription_contracts" ADD COLUMN "cancelled_via" text;--> statement-breakpoint
UPDATE "subscription_contracts" SET "cancelled_via" = 'app' WHERE "cancelled_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "demo_clock_seconds" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "services_started_notified_at" timestamp with time zone;
