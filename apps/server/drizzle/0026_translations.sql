CREATE TABLE "translations" (
	"key" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"from_lang" text NOT NULL,
	"to_lang" text NOT NULL,
	"translated" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
