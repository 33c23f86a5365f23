CREATE TABLE "message_thread_reads" (
	"thread_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "message_thread_reads_thread_id_user_id_pk" PRIMARY KEY("thread_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "message_thread_reads" ADD CONSTRAINT "message_thread_reads_thread_id_message_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."message_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_thread_reads" ADD CONSTRAINT "message_thread_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Until now a thread was read for the whole firm at once: each of the firm's staff starts from that mark.
INSERT INTO "message_thread_reads" ("thread_id", "user_id", "read_at")
SELECT t."id", u."id", t."firm_read_at"
FROM "message_threads" t
JOIN "users" u ON u."firm_id" = t."firm_id" AND u."role" IN ('adviser', 'admin')
WHERE t."firm_read_at" IS NOT NULL;
