CREATE TABLE "plan_completions" (
	"user_id" text NOT NULL,
	"key" text NOT NULL,
	"completed" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_completions_user_id_key_pk" PRIMARY KEY("user_id","key"),
	CONSTRAINT "plan_completions_key_check" CHECK (length("plan_completions"."key") <= 200)
);
--> statement-breakpoint
ALTER TABLE "plan_completions" ADD CONSTRAINT "plan_completions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;