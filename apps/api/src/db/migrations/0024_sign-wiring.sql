CREATE TABLE "payout_payment_orders" (
	"payout_id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"prepared_at" timestamp with time zone NOT NULL,
	"signed_file_id" uuid,
	"signature_id" uuid,
	"signer_name" text,
	"signed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "customer_constants" ADD COLUMN "require_signed_contract" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payout_payment_orders" ADD CONSTRAINT "payout_payment_orders_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_payment_orders" ADD CONSTRAINT "payout_payment_orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_payment_orders" ADD CONSTRAINT "payout_payment_orders_signed_file_id_stored_files_id_fk" FOREIGN KEY ("signed_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_payment_orders" ADD CONSTRAINT "payout_payment_orders_signature_id_document_signatures_id_fk" FOREIGN KEY ("signature_id") REFERENCES "public"."document_signatures"("id") ON DELETE no action ON UPDATE no action;