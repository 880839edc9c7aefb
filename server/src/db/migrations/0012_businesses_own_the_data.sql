-- ADR 0061: a business owns the work, people are its members. Every existing user becomes
-- the Owner of a business that shares their id, so the business tables keep their values
-- and only their key column is renamed and pointed at businesses.
CREATE TABLE "businesses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"business_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "memberships_role_check" CHECK ("memberships"."role" in ('owner', 'admin', 'editor', 'viewer'))
);
--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "memberships_business_user_idx" ON "memberships" USING btree ("business_id","user_id");
--> statement-breakpoint
CREATE INDEX "memberships_user_idx" ON "memberships" USING btree ("user_id","created_at");
--> statement-breakpoint
CREATE UNIQUE INDEX "memberships_one_owner_idx" ON "memberships" USING btree ("business_id") WHERE "memberships"."role" = 'owner';
--> statement-breakpoint
INSERT INTO "businesses" ("id", "name", "created_at")
SELECT "id", coalesce(nullif(btrim("business_name"), ''), nullif(btrim("name"), ''), 'My business'), "created_at"
FROM "users";
--> statement-breakpoint
INSERT INTO "memberships" ("business_id", "user_id", "role", "created_at")
SELECT "id", "id", 'owner', "created_at" FROM "users";
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "business_id" uuid;
--> statement-breakpoint
UPDATE "sessions" SET "business_id" = "user_id";
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "onboarding" DROP CONSTRAINT "onboarding_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "onboarding" RENAME COLUMN "user_id" TO "business_id";
--> statement-breakpoint
ALTER TABLE "onboarding" ADD CONSTRAINT "onboarding_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "business_profiles" DROP CONSTRAINT "business_profiles_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "business_profiles" RENAME COLUMN "user_id" TO "business_id";
--> statement-breakpoint
ALTER TABLE "business_profiles" ADD CONSTRAINT "business_profiles_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "uploads" DROP CONSTRAINT "uploads_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "uploads" RENAME COLUMN "user_id" TO "business_id";
--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "drafts" DROP CONSTRAINT "drafts_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "drafts" RENAME COLUMN "user_id" TO "business_id";
--> statement-breakpoint
ALTER TABLE "drafts" ADD CONSTRAINT "drafts_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "business_settings" DROP CONSTRAINT "business_settings_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "business_settings" RENAME COLUMN "user_id" TO "business_id";
--> statement-breakpoint
ALTER TABLE "business_settings" ADD CONSTRAINT "business_settings_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ai_settings" DROP CONSTRAINT "ai_settings_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "ai_settings" RENAME COLUMN "user_id" TO "business_id";
--> statement-breakpoint
ALTER TABLE "ai_settings" ADD CONSTRAINT "ai_settings_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ai_usage" DROP CONSTRAINT "ai_usage_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "ai_usage" RENAME COLUMN "user_id" TO "business_id";
--> statement-breakpoint
ALTER TABLE "ai_usage" ADD CONSTRAINT "ai_usage_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "plans" DROP CONSTRAINT "plans_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "plans" RENAME COLUMN "user_id" TO "business_id";
--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "social_accounts" DROP CONSTRAINT "social_accounts_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "social_accounts" RENAME COLUMN "user_id" TO "business_id";
--> statement-breakpoint
ALTER TABLE "social_accounts" ADD CONSTRAINT "social_accounts_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "social_connections" DROP CONSTRAINT "social_connections_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "social_connections" RENAME COLUMN "user_id" TO "business_id";
--> statement-breakpoint
ALTER TABLE "social_connections" ADD CONSTRAINT "social_connections_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "publications" DROP CONSTRAINT "publications_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "publications" RENAME COLUMN "user_id" TO "business_id";
--> statement-breakpoint
ALTER TABLE "publications" ADD CONSTRAINT "publications_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "billing_accounts" DROP CONSTRAINT "billing_accounts_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "billing_accounts" RENAME COLUMN "user_id" TO "business_id";
--> statement-breakpoint
ALTER TABLE "billing_accounts" ADD CONSTRAINT "billing_accounts_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "metric_snapshots" DROP CONSTRAINT "metric_snapshots_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "metric_snapshots" RENAME COLUMN "user_id" TO "business_id";
--> statement-breakpoint
ALTER TABLE "metric_snapshots" ADD CONSTRAINT "metric_snapshots_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "follower_snapshots" DROP CONSTRAINT "follower_snapshots_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "follower_snapshots" RENAME COLUMN "user_id" TO "business_id";
--> statement-breakpoint
ALTER TABLE "follower_snapshots" ADD CONSTRAINT "follower_snapshots_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;