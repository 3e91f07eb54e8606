-- Column names that say what they hold (docs/decisions/037-self-contained-docs-and-column-names.md): the estimate's
-- type is the API's `projectType`, and `total_cost_pence` held the total excluding VAT. Renamed in place, so every
-- row keeps its value; the same statements run on PGlite and PostgreSQL.
ALTER TABLE "estimates" RENAME COLUMN "room_type" TO "project_type";--> statement-breakpoint
ALTER TABLE "estimates" RENAME COLUMN "total_cost_pence" TO "total_ex_vat_pence";--> statement-breakpoint
ALTER TABLE "pdf_reports" RENAME COLUMN "total_cost_pence" TO "total_ex_vat_pence";
