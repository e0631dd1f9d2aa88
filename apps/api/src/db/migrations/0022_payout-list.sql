-- Indexes and the live-payout counts of the payout list (bench/payouts-list.ts, docs/performance.md).
CREATE TABLE "payout_counts" (
	"customer_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"created_by" uuid,
	"n" bigint NOT NULL,
	CONSTRAINT "payout_counts_key" UNIQUE NULLS NOT DISTINCT("customer_id","kind","status","created_by")
);
--> statement-breakpoint
ALTER TABLE "payout_counts" ADD CONSTRAINT "payout_counts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fns_receipts_payout" ON "fns_receipts" USING btree ("payout_id") WHERE "fns_receipts"."payout_id" is not null;--> statement-breakpoint
CREATE INDEX "payouts_list_status" ON "payouts" USING btree ("customer_id","kind","status","created_at","id") WHERE "payouts"."deleted_at" is null;--> statement-breakpoint
-- Hand-written below (drizzle-kit does not write triggers): payout_counts follows every write of payouts. One
-- statement-level trigger per operation adds up the statement's net change per (company, kind, status, creator)
-- over its transition tables, so a million-row INSERT … SELECT makes a few upserts, and an update that changes
-- none of these columns (a poll, a bank state) writes nothing and locks no counter row.
CREATE FUNCTION payout_counts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO payout_counts AS c (customer_id, kind, status, created_by, n)
      SELECT customer_id, kind, status, created_by, count(*) FROM new_rows WHERE deleted_at IS NULL GROUP BY 1, 2, 3, 4
      ON CONFLICT ON CONSTRAINT payout_counts_key DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO payout_counts AS c (customer_id, kind, status, created_by, n)
      SELECT customer_id, kind, status, created_by, sum(d) FROM (
        SELECT customer_id, kind, status, created_by, -1 AS d FROM old_rows WHERE deleted_at IS NULL
        UNION ALL
        SELECT customer_id, kind, status, created_by, 1 AS d FROM new_rows WHERE deleted_at IS NULL) changes
      GROUP BY 1, 2, 3, 4 HAVING sum(d) <> 0
      ON CONFLICT ON CONSTRAINT payout_counts_key DO UPDATE SET n = c.n + excluded.n;
  ELSE
    INSERT INTO payout_counts AS c (customer_id, kind, status, created_by, n)
      SELECT customer_id, kind, status, created_by, -count(*) FROM old_rows WHERE deleted_at IS NULL GROUP BY 1, 2, 3, 4
      ON CONFLICT ON CONSTRAINT payout_counts_key DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER payout_counts_insert AFTER INSERT ON payouts REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION payout_counts_follow();--> statement-breakpoint
CREATE TRIGGER payout_counts_update AFTER UPDATE ON payouts REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION payout_counts_follow();--> statement-breakpoint
CREATE TRIGGER payout_counts_delete AFTER DELETE ON payouts REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION payout_counts_follow();--> statement-breakpoint
-- The payouts already there.
INSERT INTO payout_counts (customer_id, kind, status, created_by, n)
  SELECT customer_id, kind, status, created_by, count(*) FROM payouts WHERE deleted_at IS NULL GROUP BY 1, 2, 3, 4;
