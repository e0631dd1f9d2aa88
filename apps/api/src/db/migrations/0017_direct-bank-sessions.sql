CREATE TABLE "direct_bank_sessions" (
	"customer_id" uuid PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"pending_sid_cipher" text,
	"session_cipher" text,
	"phone_mask" text,
	"session_code" text,
	"otp_attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "direct_bank_sessions" ADD CONSTRAINT "direct_bank_sessions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;