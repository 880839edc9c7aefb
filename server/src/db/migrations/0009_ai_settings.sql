CREATE TABLE "ai_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"writer" text NOT NULL,
	"provider" text NOT NULL,
	"base_url" text NOT NULL,
	"text_model" text NOT NULL,
	"image_model" text NOT NULL,
	"api_key_sealed" text,
	"api_key_hint" text,
	"text_daily_limit" integer NOT NULL,
	"image_daily_limit" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_usage" (
	"user_id" uuid NOT NULL,
	"day" text NOT NULL,
	"kind" text NOT NULL,
	"calls" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "drafts" ADD COLUMN "written_by" jsonb;--> statement-breakpoint
ALTER TABLE "drafts" ADD COLUMN "image_by" jsonb;--> statement-breakpoint
ALTER TABLE "ai_settings" ADD CONSTRAINT "ai_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_usage" ADD CONSTRAINT "ai_usage_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ai_usage_user_day_kind_idx" ON "ai_usage" USING btree ("user_id","day","kind");