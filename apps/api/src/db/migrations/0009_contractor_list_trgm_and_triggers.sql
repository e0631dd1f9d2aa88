-- Hand-written (drizzle-kit generate --custom): what the schema files cannot declare for the company's
-- contractors list. Keep it as a separate file when migrations are renumbered.
-- 1. The word search: a trigram index over employees.search_key, so `search_key LIKE '%word%'` reads only
--    the contractors whose key holds the word's trigrams instead of every contractor of every company.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "employees_search_key_trgm" ON "employees" USING gin ("search_key" gin_trgm_ops);--> statement-breakpoint
-- 2. customer_employees.fio_key is a copy of employees.fio_key (the list's ФИО order needs it in an index
--    next to customer_id). A link takes the contractor's key when written; a renamed contractor's key is
--    copied to all of their links. Triggers, so no writer of either table can forget it.
CREATE OR REPLACE FUNCTION customer_employees_take_fio_key() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT e.fio_key INTO NEW.fio_key FROM employees e WHERE e.id = NEW.employee_id;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER customer_employees_take_fio_key BEFORE INSERT OR UPDATE OF employee_id, fio_key ON customer_employees
  FOR EACH ROW EXECUTE FUNCTION customer_employees_take_fio_key();--> statement-breakpoint
CREATE OR REPLACE FUNCTION employees_copy_fio_key_to_links() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE customer_employees SET fio_key = NEW.fio_key WHERE employee_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER employees_copy_fio_key_to_links AFTER UPDATE ON employees
  FOR EACH ROW WHEN (OLD.fio_key IS DISTINCT FROM NEW.fio_key) EXECUTE FUNCTION employees_copy_fio_key_to_links();--> statement-breakpoint
UPDATE customer_employees ce SET fio_key = e.fio_key FROM employees e WHERE e.id = ce.employee_id;
