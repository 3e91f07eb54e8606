ALTER TABLE "estimates" ALTER COLUMN "cost_breakdown" SET DATA TYPE json;--> statement-breakpoint
ALTER TABLE "estimates" ALTER COLUMN "ai_insights" SET DATA TYPE json;