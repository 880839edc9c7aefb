-- A draft remembers the generated result it was saved from, so saving that result twice makes one draft.
ALTER TABLE "drafts" ADD COLUMN "result_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "drafts_user_result_idx" ON "drafts" USING btree ("user_id","result_id");