-- Hand-written (drizzle-kit generate --custom): what the schema files cannot declare for the company's
-- contractors list (docs/decisions/lists.md). Keep it a separate file, after 0008, when migrations are renumbered.
-- 1. The word search: a trigram index over employees.search_key, so `search_key LIKE '%word%'` reads only
--    the contractors whose key holds the word's trigrams instead of every contractor of every company.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "employees_search_key_trgm" ON "employees" USING gin ("search_key" gin_trgm_ops);--> statement-breakpoint
-- 2. customer_employees.fio_key and npd_rank are copies of the contractor's employees.fio_key and
--    fns_taxpayers.npd_status (as a rank: 0 REGISTERED, 1 NOT_REGISTERED, 2 never checked), because the
--    list's indexes need them next to customer_id. A link takes both when written; a rename or a new НПД
--    status is copied to all of the contractor's links. Triggers, so no writer of these tables can forget.
CREATE OR REPLACE FUNCTION customer_employees_take_contractor_keys() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.fio_key := (SELECT e.fio_key FROM employees e WHERE e.id = NEW.employee_id);
  NEW.npd_rank := coalesce((SELECT CASE t.npd_status WHEN 'REGISTERED' THEN 0 WHEN 'NOT_REGISTERED' THEN 1 ELSE 2 END
    FROM fns_taxpayers t WHERE t.employee_id = NEW.employee_id), 2);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER customer_employees_take_contractor_keys BEFORE INSERT OR UPDATE OF employee_id ON customer_employees
  FOR EACH ROW EXECUTE FUNCTION customer_employees_take_contractor_keys();--> statement-breakpoint
CREATE OR REPLACE FUNCTION employees_copy_fio_key_to_links() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE customer_employees SET fio_key = NEW.fio_key WHERE employee_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER employees_copy_fio_key_to_links AFTER UPDATE ON employees
  FOR EACH ROW WHEN (OLD.fio_key IS DISTINCT FROM NEW.fio_key) EXECUTE FUNCTION employees_copy_fio_key_to_links();--> statement-breakpoint
CREATE OR REPLACE FUNCTION fns_taxpayers_copy_npd_rank_to_links() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE customer_employees SET npd_rank = 2 WHERE employee_id = OLD.employee_id;
  ELSE
    UPDATE customer_employees
      SET npd_rank = CASE NEW.npd_status WHEN 'REGISTERED' THEN 0 WHEN 'NOT_REGISTERED' THEN 1 ELSE 2 END
      WHERE employee_id = NEW.employee_id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER fns_taxpayers_copy_npd_rank_to_links AFTER INSERT OR UPDATE OF npd_status, employee_id OR DELETE ON fns_taxpayers
  FOR EACH ROW EXECUTE FUNCTION fns_taxpayers_copy_npd_rank_to_links();--> statement-breakpoint
-- 3. Existing links: naming employee_id in SET fires the link trigger, which fills both copies.
UPDATE customer_employees SET employee_id = employee_id;
