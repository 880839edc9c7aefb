CREATE TABLE "follower_snapshots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"network" text NOT NULL,
	"day" text NOT NULL,
	"followers" integer,
	"taken_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "metric_snapshots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"publication_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"network" text NOT NULL,
	"age" text NOT NULL,
	"metrics" jsonb NOT NULL,
	"note" text,
	"taken_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "drafts" ADD COLUMN "result_id" uuid;--> statement-breakpoint
ALTER TABLE "follower_snapshots" ADD CONSTRAINT "follower_snapshots_account_id_social_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."social_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follower_snapshots" ADD CONSTRAINT "follower_snapshots_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metric_snapshots" ADD CONSTRAINT "metric_snapshots_publication_id_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."publications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metric_snapshots" ADD CONSTRAINT "metric_snapshots_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "follower_snapshots_account_day_idx" ON "follower_snapshots" USING btree ("account_id","day");--> statement-breakpoint
CREATE INDEX "follower_snapshots_user_idx" ON "follower_snapshots" USING btree ("user_id","taken_at");--> statement-breakpoint
CREATE UNIQUE INDEX "metric_snapshots_publication_age_idx" ON "metric_snapshots" USING btree ("publication_id","age");--> statement-breakpoint
CREATE INDEX "metric_snapshots_user_idx" ON "metric_snapshots" USING btree ("user_id","taken_at");--> statement-breakpoint
CREATE UNIQUE INDEX "drafts_user_result_idx" ON "drafts" USING btree ("user_id","result_id");