CREATE TABLE "user_data_keys" (
	"user_id" text PRIMARY KEY NOT NULL,
	"wrapping_key_id" text NOT NULL,
	"wrapped_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rewrapped_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "user_data_keys" ADD CONSTRAINT "user_data_keys_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;