-- The way back from 0013 (ADR 0066), run before undoing 0012: invitations belong to
-- businesses, which 0012's undo removes. Pending invitations are lost with it.
DROP TABLE "invitations";
