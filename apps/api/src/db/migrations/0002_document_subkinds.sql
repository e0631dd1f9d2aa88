CREATE TABLE "document_subkinds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
INSERT INTO "document_subkinds" ("id", "type", "name", "sort_order") VALUES
  ('6f1c2d0e-0a1b-4c3d-8e01-000000000101', 'act', 'Акт выполненных работ', 1),
  ('6f1c2d0e-0a1b-4c3d-8e01-000000000102', 'act', 'Акт оказанных услуг', 2),
  ('6f1c2d0e-0a1b-4c3d-8e01-000000000103', 'act', 'Акт приёма-передачи результата работ', 3),
  ('6f1c2d0e-0a1b-4c3d-8e01-000000000201', 'contract', 'Договор возмездного оказания услуг', 1),
  ('6f1c2d0e-0a1b-4c3d-8e01-000000000202', 'contract', 'Договор подряда', 2),
  ('6f1c2d0e-0a1b-4c3d-8e01-000000000203', 'contract', 'Рамочный договор', 3);
