ALTER TABLE "payouts" ADD COLUMN "bank_request" jsonb;--> statement-breakpoint
-- One payout pipeline (issue 23): a payout on its own is a batch of one, so the single jobs
-- ({payoutId}) and the batch jobs (payouts.execute-batch, payouts.poll-batch) become one pair,
-- payouts.execute {payoutIds} and payouts.poll {payoutIds, round}. Jobs of the old shapes still in the
-- table are carried over, so a payout held before the upgrade moves on after it.
UPDATE "jobs" SET "data" = jsonb_build_object('payoutIds', jsonb_build_array("data"->'payoutId'))
WHERE "name" = 'payouts.execute' AND "data" ? 'payoutId';--> statement-breakpoint
UPDATE "jobs" SET "data" = jsonb_build_object('payoutIds', jsonb_build_array("data"->'payoutId'), 'round', 0)
WHERE "name" = 'payouts.poll' AND "data" ? 'payoutId';--> statement-breakpoint
UPDATE "jobs" SET "name" = 'payouts.execute' WHERE "name" = 'payouts.execute-batch';--> statement-breakpoint
UPDATE "jobs" SET "name" = 'payouts.poll' WHERE "name" = 'payouts.poll-batch';
