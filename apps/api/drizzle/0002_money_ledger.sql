CREATE TYPE "public"."import_kind" AS ENUM('valuations', 'transactions');--> statement-breakpoint
CREATE TYPE "public"."policy_wrapper" AS ENUM('isa', 'lisa', 'jisa', 'sipp', 'personal_pension', 'bond', 'gia', 'other');--> statement-breakpoint
CREATE TYPE "public"."transaction_type" AS ENUM('contribution', 'withdrawal', 'charge', 'tax_relief', 'transfer_in', 'transfer_out', 'income');--> statement-breakpoint
CREATE TABLE "import_previews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"firm_id" uuid NOT NULL,
	"kind" "import_kind" NOT NULL,
	"file_name" text,
	"created_by" uuid,
	"csv" text NOT NULL,
	"summary" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"policy_id" uuid NOT NULL,
	"occurred_on" date NOT NULL,
	"type" "transaction_type" NOT NULL,
	"amount" numeric(16, 2) NOT NULL,
	"currency" text NOT NULL,
	"source" "valuation_source" NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"reference" text,
	"occurrence" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "wrapper" "policy_wrapper" DEFAULT 'other' NOT NULL;--> statement-breakpoint
ALTER TABLE "import_previews" ADD CONSTRAINT "import_previews_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_previews" ADD CONSTRAINT "import_previews_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_previews_firm_idx" ON "import_previews" USING btree ("firm_id","created_at");--> statement-breakpoint
CREATE INDEX "transactions_policy_date_idx" ON "transactions" USING btree ("policy_id","occurred_on");--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_policy_reference_key" ON "transactions" USING btree ("policy_id","reference") WHERE "transactions"."reference" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_policy_identity_key" ON "transactions" USING btree ("policy_id","occurred_on","type","amount","description","occurrence") WHERE "transactions"."reference" is null;