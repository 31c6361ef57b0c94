CREATE TABLE "pass_signing_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"public_jwk" jsonb NOT NULL,
	"private_pem" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pass_signing_keys_purpose_unique" UNIQUE("purpose")
);
