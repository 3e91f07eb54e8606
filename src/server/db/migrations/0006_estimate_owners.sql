ALTER TABLE "estimates" ADD COLUMN "saved_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "projects_user_id_idx" ON "projects" USING btree ("user_id");