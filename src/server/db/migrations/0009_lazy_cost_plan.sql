ALTER TABLE "estimates" ALTER COLUMN "cost_breakdown" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "estimates" ADD COLUMN "engine_input" json;--> statement-breakpoint
ALTER TABLE "estimates" ADD COLUMN "engine_version" varchar(64);--> statement-breakpoint
ALTER TABLE "estimates" ADD COLUMN "rate_table_version" varchar(64);