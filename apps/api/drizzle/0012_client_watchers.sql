CREATE TABLE "client_watchers" (
	"client_id" uuid NOT NULL,
	"staff_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_watchers_client_id_staff_id_pk" PRIMARY KEY("client_id","staff_id")
);
--> statement-breakpoint
ALTER TABLE "client_watchers" ADD CONSTRAINT "client_watchers_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_watchers" ADD CONSTRAINT "client_watchers_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_watchers_staff_idx" ON "client_watchers" USING btree ("staff_id");