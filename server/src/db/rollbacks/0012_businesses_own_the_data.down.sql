-- The way back from 0012 (ADR 0061), run by hand or by the tests, never by the migrator:
-- only while every business is still one person's own (its id is its only member's id).
-- Once a business has a second member its rows belong to no single person: restore a
-- backup instead.
DO $$
BEGIN
	IF EXISTS (SELECT 1 FROM "memberships" GROUP BY "business_id" HAVING count(*) > 1) THEN
		RAISE EXCEPTION 'Cannot undo businesses: a business has more than one member. Restore a backup instead.';
	END IF;
	IF EXISTS (SELECT 1 FROM "businesses" b WHERE NOT EXISTS (SELECT 1 FROM "users" u WHERE u."id" = b."id"))
		OR EXISTS (SELECT 1 FROM "memberships" WHERE "business_id" <> "user_id") THEN
		RAISE EXCEPTION 'Cannot undo businesses: a business is not its owner''s own. Restore a backup instead.';
	END IF;
END $$;
--> statement-breakpoint
ALTER TABLE "onboarding" DROP CONSTRAINT "onboarding_business_id_businesses_id_fk";
--> statement-breakpoint
ALTER TABLE "onboarding" RENAME COLUMN "business_id" TO "user_id";
--> statement-breakpoint
ALTER TABLE "onboarding" ADD CONSTRAINT "onboarding_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "business_profiles" DROP CONSTRAINT "business_profiles_business_id_businesses_id_fk";
--> statement-breakpoint
ALTER TABLE "business_profiles" RENAME COLUMN "business_id" TO "user_id";
--> statement-breakpoint
ALTER TABLE "business_profiles" ADD CONSTRAINT "business_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "uploads" DROP CONSTRAINT "uploads_business_id_businesses_id_fk";
--> statement-breakpoint
ALTER TABLE "uploads" RENAME COLUMN "business_id" TO "user_id";
--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "drafts" DROP CONSTRAINT "drafts_business_id_businesses_id_fk";
--> statement-breakpoint
ALTER TABLE "drafts" RENAME COLUMN "business_id" TO "user_id";
--> statement-breakpoint
ALTER TABLE "drafts" ADD CONSTRAINT "drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "business_settings" DROP CONSTRAINT "business_settings_business_id_businesses_id_fk";
--> statement-breakpoint
ALTER TABLE "business_settings" RENAME COLUMN "business_id" TO "user_id";
--> statement-breakpoint
ALTER TABLE "business_settings" ADD CONSTRAINT "business_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ai_settings" DROP CONSTRAINT "ai_settings_business_id_businesses_id_fk";
--> statement-breakpoint
ALTER TABLE "ai_settings" RENAME COLUMN "business_id" TO "user_id";
--> statement-breakpoint
ALTER TABLE "ai_settings" ADD CONSTRAINT "ai_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ai_usage" DROP CONSTRAINT "ai_usage_business_id_businesses_id_fk";
--> statement-breakpoint
ALTER TABLE "ai_usage" RENAME COLUMN "business_id" TO "user_id";
--> statement-breakpoint
ALTER TABLE "ai_usage" ADD CONSTRAINT "ai_usage_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "plans" DROP CONSTRAINT "plans_business_id_businesses_id_fk";
--> statement-breakpoint
ALTER TABLE "plans" RENAME COLUMN "business_id" TO "user_id";
--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "social_accounts" DROP CONSTRAINT "social_accounts_business_id_businesses_id_fk";
--> statement-breakpoint
ALTER TABLE "social_accounts" RENAME COLUMN "business_id" TO "user_id";
--> statement-breakpoint
ALTER TABLE "social_accounts" ADD CONSTRAINT "social_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "social_connections" DROP CONSTRAINT "social_connections_business_id_businesses_id_fk";
--> statement-breakpoint
ALTER TABLE "social_connections" RENAME COLUMN "business_id" TO "user_id";
--> statement-breakpoint
ALTER TABLE "social_connections" ADD CONSTRAINT "social_connections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "publications" DROP CONSTRAINT "publications_business_id_businesses_id_fk";
--> statement-breakpoint
ALTER TABLE "publications" RENAME COLUMN "business_id" TO "user_id";
--> statement-breakpoint
ALTER TABLE "publications" ADD CONSTRAINT "publications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "billing_accounts" DROP CONSTRAINT "billing_accounts_business_id_businesses_id_fk";
--> statement-breakpoint
ALTER TABLE "billing_accounts" RENAME COLUMN "business_id" TO "user_id";
--> statement-breakpoint
ALTER TABLE "billing_accounts" ADD CONSTRAINT "billing_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "metric_snapshots" DROP CONSTRAINT "metric_snapshots_business_id_businesses_id_fk";
--> statement-breakpoint
ALTER TABLE "metric_snapshots" RENAME COLUMN "business_id" TO "user_id";
--> statement-breakpoint
ALTER TABLE "metric_snapshots" ADD CONSTRAINT "metric_snapshots_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "follower_snapshots" DROP CONSTRAINT "follower_snapshots_business_id_businesses_id_fk";
--> statement-breakpoint
ALTER TABLE "follower_snapshots" RENAME COLUMN "business_id" TO "user_id";
--> statement-breakpoint
ALTER TABLE "follower_snapshots" ADD CONSTRAINT "follower_snapshots_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sessions" DROP CONSTRAINT "sessions_business_id_businesses_id_fk";
--> statement-breakpoint
ALTER TABLE "sessions" DROP COLUMN "business_id";
--> statement-breakpoint
DROP TABLE "memberships";
--> statement-breakpoint
DROP TABLE "businesses";
