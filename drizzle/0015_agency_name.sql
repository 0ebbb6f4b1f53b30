ALTER TABLE "users" ADD COLUMN "agency_name" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_agency_name_length_check" CHECK ("users"."agency_name" is null or char_length("users"."agency_name") between 2 and 120);
