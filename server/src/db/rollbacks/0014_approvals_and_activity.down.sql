-- The way back from 0014 (ADR 0061), run before undoing 0012: reviews, approval links and
-- the activity log belong to businesses, which 0012's undo removes. They are lost with it.
DROP TABLE "activity";
--> statement-breakpoint
DROP TABLE "post_reviews";
--> statement-breakpoint
DROP TABLE "approval_links";
