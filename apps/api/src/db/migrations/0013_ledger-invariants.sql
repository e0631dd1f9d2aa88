-- Hand-written (drizzle-kit generate --custom): the ledger's invariants held by the database itself
-- (DOMAIN §7.3, modules/ledger, docs/decisions/ledger.md), so that no writer — a bug, a script, a
-- person at psql — can break them, whatever the code does. Keep it a separate file, after the ledger's
-- tables, when migrations are renumbered.
-- The functions' queries run through EXECUTE, planned on every call: a PL/pgSQL statement otherwise keeps the
-- plan it got on its first call for the whole session, when the tables were empty (sequential scans), and
-- every posting then reads all the entries until the next ANALYZE (measured: 357 → 55 operations/s over 6,000).
--
-- 1. Operations and entries are append-only: UPDATE, DELETE and TRUNCATE are refused; accounts are never
--    deleted. Corrections are new, reversing operations.
CREATE OR REPLACE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP USING ERRCODE = 'restrict_violation';
END
$$;--> statement-breakpoint
CREATE TRIGGER ledger_operations_no_update_delete BEFORE UPDATE OR DELETE ON ledger_operations
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();--> statement-breakpoint
CREATE TRIGGER ledger_operations_no_truncate BEFORE TRUNCATE ON ledger_operations
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only();--> statement-breakpoint
CREATE TRIGGER ledger_entries_no_update_delete BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();--> statement-breakpoint
CREATE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON ledger_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only();--> statement-breakpoint
CREATE TRIGGER ledger_accounts_no_delete BEFORE DELETE ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();--> statement-breakpoint
CREATE TRIGGER ledger_accounts_no_truncate BEFORE TRUNCATE ON ledger_accounts
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only();--> statement-breakpoint
--
-- 2. An account's posted / pending are the cache of its entries: only the entry trigger below may move
--    them (it raises a transaction-local flag around its own UPDATE); an account never changes owner or kind.
--    debt_limit is the one column a plain UPDATE may set (the DEBT CHECK still bounds it by what is owed).
CREATE OR REPLACE FUNCTION ledger_accounts_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.id <> OLD.id OR NEW.customer_id <> OLD.customer_id OR NEW.kind <> OLD.kind THEN
    RAISE EXCEPTION 'ledger_accounts: an account keeps its id, company and kind' USING ERRCODE = 'restrict_violation';
  END IF;
  IF (NEW.posted <> OLD.posted OR NEW.pending <> OLD.pending)
     AND coalesce(current_setting('ledger.posting_entry', true), '') <> 'on' THEN
    RAISE EXCEPTION 'ledger_accounts: posted and pending change only by inserting ledger entries'
      USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER ledger_accounts_guard BEFORE UPDATE ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_accounts_guard();--> statement-breakpoint
--
-- 3. Each entry moves its account's cache in the inserting transaction, so the accounts' CHECKs
--    (available ≥ 0, blocked ≥ 0, debt within its limit) refuse an entry that would break them.
CREATE OR REPLACE FUNCTION ledger_entries_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM set_config('ledger.posting_entry', 'on', true);
  EXECUTE 'UPDATE ledger_accounts SET posted = posted + $2, pending = pending - $3 WHERE id = $1'
    USING NEW.account_id,
          CASE WHEN NEW.pending THEN 0 ELSE NEW.amount END,
          CASE WHEN NEW.pending THEN NEW.amount ELSE 0 END;
  PERFORM set_config('ledger.posting_entry', 'off', true);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER ledger_entries_apply AFTER INSERT ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_entries_apply();--> statement-breakpoint
--
-- 4. After each INSERT statement of entries, every operation it touched must be whole: its legs sum to
--    zero, posted and pending apart; its positive legs carry its amount (pending ones for HOLD / UNHOLD,
--    posted ones for the rest); HOLD and UNHOLD are pending only, and only DEBIT mixes both; a DEBIT or
--    UNHOLD releases exactly what its HOLD reserved; every leg is on an account of the operation's company.
CREATE OR REPLACE FUNCTION ledger_entries_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  bad record;
  found_rows bigint;
BEGIN
  EXECUTE $q$
  SELECT o.id, o.type
    FROM (SELECT DISTINCT operation_id FROM new_entries) n
    JOIN ledger_operations o ON o.id = n.operation_id
    JOIN ledger_entries e ON e.operation_id = o.id
    JOIN ledger_accounts a ON a.id = e.account_id
   GROUP BY o.id
  HAVING sum(CASE WHEN e.pending THEN 0 ELSE e.amount END) <> 0
      OR sum(CASE WHEN e.pending THEN e.amount ELSE 0 END) <> 0
      OR sum(CASE WHEN e.amount > 0 AND e.pending = (o.type IN ('HOLD', 'UNHOLD')) THEN e.amount ELSE 0 END) <> o.amount
      OR (o.type IN ('HOLD', 'UNHOLD') AND bool_or(NOT e.pending))
      OR (o.type NOT IN ('HOLD', 'UNHOLD', 'DEBIT') AND bool_or(e.pending))
      OR (o.type IN ('DEBIT', 'UNHOLD') AND sum(CASE WHEN e.pending AND e.amount > 0 THEN e.amount ELSE 0 END)
          <> (SELECT h.amount FROM ledger_operations h WHERE h.id = o.resolves_hold_id))
      OR bool_or(a.customer_id <> o.customer_id)
   LIMIT 1$q$ INTO bad;
  GET DIAGNOSTICS found_rows = ROW_COUNT;
  IF found_rows > 0 THEN
    RAISE EXCEPTION 'ledger operation % (%) is not balanced: its legs must sum to zero and carry its amount', bad.id, bad.type
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER ledger_entries_balanced AFTER INSERT ON ledger_entries
  REFERENCING NEW TABLE AS new_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_entries_balanced();--> statement-breakpoint
--
-- 5. A DEBIT or UNHOLD resolves a HOLD of the same company (the UNIQUE resolves_hold_id lets it happen
--    once); a DEBIT posts at most what was held, an UNHOLD releases all of it.
CREATE OR REPLACE FUNCTION ledger_operations_resolve_hold() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  hold ledger_operations;
BEGIN
  IF NEW.type IN ('DEBIT', 'UNHOLD') THEN
    EXECUTE 'SELECT * FROM ledger_operations WHERE id = $1' INTO hold USING NEW.resolves_hold_id;
    IF hold.type IS DISTINCT FROM 'HOLD' OR hold.customer_id <> NEW.customer_id THEN
      RAISE EXCEPTION 'ledger: % must resolve a HOLD of its own company', NEW.type USING ERRCODE = 'check_violation';
    END IF;
    IF NEW.type = 'DEBIT' AND NEW.amount > hold.amount THEN
      RAISE EXCEPTION 'ledger: DEBIT of % posts more than the % held', NEW.amount, hold.amount
        USING ERRCODE = 'check_violation';
    END IF;
    IF NEW.type = 'UNHOLD' AND NEW.amount <> hold.amount THEN
      RAISE EXCEPTION 'ledger: UNHOLD releases the whole HOLD (% held, % asked)', hold.amount, NEW.amount
        USING ERRCODE = 'check_violation';
    END IF;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER ledger_operations_resolve_hold BEFORE INSERT ON ledger_operations
  FOR EACH ROW EXECUTE FUNCTION ledger_operations_resolve_hold();--> statement-breakpoint
--
-- 6. No operation commits without its legs (checked at commit, after the entries of its transaction).
CREATE OR REPLACE FUNCTION ledger_operations_have_legs() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  legs bigint;
BEGIN
  EXECUTE 'SELECT count(*) FROM ledger_entries WHERE operation_id = $1' INTO legs USING NEW.id;
  IF legs < 2 THEN
    RAISE EXCEPTION 'ledger operation % (%) has fewer than two legs', NEW.id, NEW.type USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_operations_have_legs AFTER INSERT ON ledger_operations
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION ledger_operations_have_legs();
