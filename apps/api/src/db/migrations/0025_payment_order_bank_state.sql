ALTER TABLE "payout_payment_orders" ADD COLUMN "bank_status" text;--> statement-breakpoint
ALTER TABLE "payout_payment_orders" ADD COLUMN "bank_reason" text;--> statement-breakpoint
ALTER TABLE "payout_payment_orders" ADD COLUMN "bank_doc_id" text;--> statement-breakpoint
ALTER TABLE "payout_payment_orders" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payout_payment_orders" ADD COLUMN "bank_status_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payout_payment_orders" ADD COLUMN "bank_checked_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "payout_payment_orders_bank_status_index" ON "payout_payment_orders" USING btree ("bank_status");