CREATE TABLE "payout_bank_registries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"create_type" text NOT NULL,
	"payout_ids" uuid[] NOT NULL,
	"state" text DEFAULT 'NEW' NOT NULL,
	"correlation_id" text,
	"bank_registry_id" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mass_payouts" ADD COLUMN "pay_phase" text;--> statement-breakpoint
ALTER TABLE "mass_payouts" ADD COLUMN "pay_rows_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mass_payouts" ADD COLUMN "pay_rows_done" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mass_payouts" ADD COLUMN "pay_cursor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mass_payouts" ADD COLUMN "pay_error" text;--> statement-breakpoint
ALTER TABLE "mass_payouts" ADD COLUMN "pay_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mass_payouts" ADD COLUMN "paid_by" uuid;--> statement-breakpoint
ALTER TABLE "payout_bank_registries" ADD CONSTRAINT "payout_bank_registries_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payout_bank_registries_reference" ON "payout_bank_registries" USING btree ("reference");--> statement-breakpoint
ALTER TABLE "mass_payouts" ADD CONSTRAINT "mass_payouts_paid_by_accounts_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;