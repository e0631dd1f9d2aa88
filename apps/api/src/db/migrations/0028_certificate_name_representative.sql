ALTER TABLE "certificates" ADD COLUMN "representative_id" uuid;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "name" text;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_representative_id_representatives_id_fk" FOREIGN KEY ("representative_id") REFERENCES "public"."representatives"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certificates_representative" ON "certificates" USING btree ("representative_id");