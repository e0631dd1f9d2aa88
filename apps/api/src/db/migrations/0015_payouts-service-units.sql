-- The platform's units of the services catalogue (customer_id null): every company sees them. Fixed ids,
-- so re-applying after a renumbering inserts nothing twice.
INSERT INTO "service_units" ("id", "customer_id", "name", "short_name", "sort_order") VALUES
  ('5e4a1c00-0000-4000-8000-000000000001', NULL, 'Услуга', 'услуга', 1),
  ('5e4a1c00-0000-4000-8000-000000000002', NULL, 'Час', 'час', 2),
  ('5e4a1c00-0000-4000-8000-000000000003', NULL, 'Штука', 'шт.', 3),
  ('5e4a1c00-0000-4000-8000-000000000004', NULL, 'День', 'день', 4),
  ('5e4a1c00-0000-4000-8000-000000000005', NULL, 'Месяц', 'месяц', 5)
ON CONFLICT ("id") DO NOTHING;
