ALTER TABLE "registry_payment_orders" DROP CONSTRAINT "registry_payment_orders_signed_file_id_stored_files_id_fk";
--> statement-breakpoint
ALTER TABLE "registry_payment_orders" DROP CONSTRAINT "registry_payment_orders_signature_id_document_signatures_id_fk";
--> statement-breakpoint
ALTER TABLE "registry_payment_orders" DROP COLUMN "signed_file_id";--> statement-breakpoint
ALTER TABLE "registry_payment_orders" DROP COLUMN "signature_id";--> statement-breakpoint
ALTER TABLE "registry_payment_orders" DROP COLUMN "signer_name";--> statement-breakpoint
ALTER TABLE "registry_payment_orders" DROP COLUMN "signed_at";