CREATE TABLE "consumer_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"phone" text,
	"address" text,
	"city" text,
	"state" text,
	"zip" text,
	"birth_date" date,
	"current_insurance" text,
	"current_premium" integer,
	"renewal_date" date,
	"contact_preference" text DEFAULT 'in_app' NOT NULL,
	"budget_range" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consumer_profiles_contact_preference_check" CHECK ("consumer_profiles"."contact_preference" in ('in_app', 'email', 'phone')),
	CONSTRAINT "consumer_profiles_current_insurance_check" CHECK ("consumer_profiles"."current_insurance" is null or "consumer_profiles"."current_insurance" in ('insured', 'none'))
);
--> statement-breakpoint
CREATE TABLE "consumer_vehicles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"vin" text,
	"use" text NOT NULL,
	"annual_mileage" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"state" text NOT NULL,
	"zip" text NOT NULL,
	"input" jsonb NOT NULL,
	"result" jsonb NOT NULL,
	"engine_version" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_quotes_type_check" CHECK ("saved_quotes"."type" in ('auto', 'home', 'renters', 'life'))
);
--> statement-breakpoint
ALTER TABLE "consumer_profiles" ADD CONSTRAINT "consumer_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumer_vehicles" ADD CONSTRAINT "consumer_vehicles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_quotes" ADD CONSTRAINT "saved_quotes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consumer_vehicles_user_created_idx" ON "consumer_vehicles" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "saved_quotes_user_created_idx" ON "saved_quotes" USING btree ("user_id","created_at");