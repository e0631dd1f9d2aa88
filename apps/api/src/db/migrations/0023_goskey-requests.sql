CREATE TABLE "goskey_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"party" text NOT NULL,
	"party_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"document_sha256" text NOT NULL,
	"status" text DEFAULT 'SENDING' NOT NULL,
	"external_id" text,
	"expires_at" timestamp with time zone,
	"reason" text,
	"signature_id" uuid,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sent_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "goskey_requests" ADD CONSTRAINT "goskey_requests_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goskey_requests" ADD CONSTRAINT "goskey_requests_signature_id_document_signatures_id_fk" FOREIGN KEY ("signature_id") REFERENCES "public"."document_signatures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "goskey_requests_one_open" ON "goskey_requests" USING btree ("subject_type","subject_id","party") WHERE "goskey_requests"."status" in ('SENDING', 'PENDING');--> statement-breakpoint
CREATE INDEX "goskey_requests_pending" ON "goskey_requests" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "goskey_requests_subject_type_subject_id_index" ON "goskey_requests" USING btree ("subject_type","subject_id");