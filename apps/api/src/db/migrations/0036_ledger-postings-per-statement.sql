-- Hand-written (drizzle-kit generate --custom): the accounts' cache (posted / pending) moved once per INSERT
-- statement of entries instead of once per entry (0013's rule 3, same result). A batch of 500 paid payouts
-- inserts 2,000 legs on the company's two accounts: per entry that was 2,000 UPDATEs of the same two rows,
-- each planned anew (EXECUTE) and each leaving a row version the next one walks past — 45 % of settling a
-- registry of 10,000 (docs/performance.md, «Paying a registry»). Now one UPDATE per statement, each
-- account moved by the sum of its entries in it. The accounts' CHECKs (available ≥ 0, blocked ≥ 0, debt
-- within its limit) judge the balance the statement leaves: the states between two legs of one statement
-- were never visible to anyone, and every operation is still checked whole by ledger_entries_balanced.
DROP TRIGGER ledger_entries_apply ON ledger_entries;--> statement-breakpoint
CREATE OR REPLACE FUNCTION ledger_entries_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM set_config('ledger.posting_entry', 'on', true);
  EXECUTE $q$
  UPDATE ledger_accounts a
     SET posted = a.posted + s.posted, pending = a.pending - s.pending
    FROM (SELECT account_id,
                 sum(CASE WHEN pending THEN 0 ELSE amount END) AS posted,
                 sum(CASE WHEN pending THEN amount ELSE 0 END) AS pending
            FROM new_entries
           GROUP BY account_id) s
   WHERE a.id = s.account_id$q$;
  PERFORM set_config('ledger.posting_entry', 'off', true);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER ledger_entries_apply AFTER INSERT ON ledger_entries
  REFERENCING NEW TABLE AS new_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_entries_apply();
