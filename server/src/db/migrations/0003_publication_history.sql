-- A publication names its network and account itself, so a disconnected account's
-- published posts keep their history (the account row, and its tokens, are deleted).
ALTER TABLE "publications" DROP CONSTRAINT "publications_account_id_social_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "publications" ALTER COLUMN "account_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "publications" ADD COLUMN "network" text;--> statement-breakpoint
ALTER TABLE "publications" ADD COLUMN "account_name" text;--> statement-breakpoint
ALTER TABLE "publications" ADD COLUMN "sandbox" boolean;--> statement-breakpoint
UPDATE "publications" SET "network" = a."network", "account_name" = a."display_name", "sandbox" = a."sandbox" FROM "social_accounts" a WHERE a."id" = "publications"."account_id";--> statement-breakpoint
ALTER TABLE "publications" ALTER COLUMN "network" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "publications" ALTER COLUMN "account_name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "publications" ALTER COLUMN "sandbox" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "publications" ADD CONSTRAINT "publications_account_id_social_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."social_accounts"("id") ON DELETE set null ON UPDATE no action;
