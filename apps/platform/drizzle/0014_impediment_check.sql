ALTER TABLE "users" ADD COLUMN "impediment_checked_on" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "impediment" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_impediment_check" CHECK ("users"."impediment" in ('central_self_exclusion', 'social_programme'));