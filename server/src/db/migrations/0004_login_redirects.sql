-- Redirect sign-ins in progress (ADR 0042): a state, hashed and used once, and its PKCE verifier.
CREATE TABLE "login_redirects" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"code_verifier" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
