CREATE TABLE "registry_payment_orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"number" integer NOT NULL,
	"payout_ids" uuid[] NOT NULL,
	"prepared_at" timestamp with time zone NOT NULL,
	"signed_file_id" uuid,
	"signature_id" uuid,
	"signer_name" text,
	"signed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mass_payouts" ADD COLUMN "pay_channel" text DEFAULT 'NOMINAL_ACCOUNT' NOT NULL;--> statement-breakpoint
ALTER TABLE "registry_payment_orders" ADD CONSTRAINT "registry_payment_orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registry_payment_orders" ADD CONSTRAINT "registry_payment_orders_signed_file_id_stored_files_id_fk" FOREIGN KEY ("signed_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registry_payment_orders" ADD CONSTRAINT "registry_payment_orders_signature_id_document_signatures_id_fk" FOREIGN KEY ("signature_id") REFERENCES "public"."document_signatures"("id") ON DELETE no action ON UPDATE no action;