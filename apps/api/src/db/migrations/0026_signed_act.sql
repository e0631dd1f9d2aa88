ALTER TABLE "customer_constants" ADD COLUMN "require_signed_act" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "waiting_for" text;