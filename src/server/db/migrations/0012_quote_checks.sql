CREATE TABLE "quote_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"estimate_id" uuid,
	"project_id" uuid,
	"builder_name" text,
	"quote" jsonb NOT NULL,
	"findings" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quote_checks" ADD CONSTRAINT "quote_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_checks" ADD CONSTRAINT "quote_checks_estimate_id_estimates_id_fk" FOREIGN KEY ("estimate_id") REFERENCES "public"."estimates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_checks" ADD CONSTRAINT "quote_checks_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_checks_user_created_idx" ON "quote_checks" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "quote_checks_estimate_idx" ON "quote_checks" USING btree ("estimate_id");
