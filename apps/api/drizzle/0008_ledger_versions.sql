CREATE TABLE "ledger_versions" (
	"client_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_versions" ADD CONSTRAINT "ledger_versions_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- One more on each client whose ledger a statement changed. Sorted and distinct, so two statements lock
-- the same clients' rows in one order and one statement never updates a row twice.
CREATE FUNCTION "bump_ledgers"(clients uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO ledger_versions AS kept (client_id, version)
  SELECT DISTINCT client, 1 FROM unnest(clients) AS client WHERE client IS NOT NULL ORDER BY 1
  ON CONFLICT (client_id) DO UPDATE SET version = kept.version + 1
$$;
--> statement-breakpoint
-- Valuations and transactions: the clients of the policies whose rows the statement wrote, before and after.
CREATE FUNCTION "ledger_rows_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM bump_ledgers(ARRAY(SELECT p.client_id FROM policies p WHERE p.id IN (SELECT policy_id FROM new_rows)));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM bump_ledgers(ARRAY(SELECT p.client_id FROM policies p WHERE p.id IN (SELECT policy_id FROM old_rows)));
  ELSE
    PERFORM bump_ledgers(ARRAY(SELECT p.client_id FROM policies p WHERE p.id IN (
      SELECT policy_id FROM new_rows UNION SELECT policy_id FROM old_rows)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Policies: their clients, before and after (a policy moved to another client changes both ledgers).
CREATE FUNCTION "ledger_policies_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM bump_ledgers(ARRAY(SELECT client_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM bump_ledgers(ARRAY(SELECT client_id FROM old_rows));
  ELSE
    PERFORM bump_ledgers(ARRAY(SELECT client_id FROM new_rows UNION SELECT client_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Providers: a name or website is part of every answer naming the provider's policies.
CREATE FUNCTION "ledger_providers_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_ledgers(ARRAY(SELECT p.client_id FROM policies p WHERE p.provider_id IN (SELECT id FROM new_rows)));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A truncate names no rows: every client's ledger counts as changed.
CREATE FUNCTION "ledger_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_ledgers(ARRAY(SELECT id FROM users));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "valuations_ledger_insert" AFTER INSERT ON "valuations" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_rows_changed();
--> statement-breakpoint
CREATE TRIGGER "valuations_ledger_update" AFTER UPDATE ON "valuations" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_rows_changed();
--> statement-breakpoint
CREATE TRIGGER "valuations_ledger_delete" AFTER DELETE ON "valuations" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_rows_changed();
--> statement-breakpoint
CREATE TRIGGER "valuations_ledger_truncate" AFTER TRUNCATE ON "valuations" FOR EACH STATEMENT EXECUTE FUNCTION ledger_truncated();
--> statement-breakpoint
CREATE TRIGGER "transactions_ledger_insert" AFTER INSERT ON "transactions" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_rows_changed();
--> statement-breakpoint
CREATE TRIGGER "transactions_ledger_update" AFTER UPDATE ON "transactions" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_rows_changed();
--> statement-breakpoint
CREATE TRIGGER "transactions_ledger_delete" AFTER DELETE ON "transactions" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_rows_changed();
--> statement-breakpoint
CREATE TRIGGER "transactions_ledger_truncate" AFTER TRUNCATE ON "transactions" FOR EACH STATEMENT EXECUTE FUNCTION ledger_truncated();
--> statement-breakpoint
CREATE TRIGGER "policies_ledger_insert" AFTER INSERT ON "policies" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_policies_changed();
--> statement-breakpoint
CREATE TRIGGER "policies_ledger_update" AFTER UPDATE ON "policies" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_policies_changed();
--> statement-breakpoint
CREATE TRIGGER "policies_ledger_delete" AFTER DELETE ON "policies" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_policies_changed();
--> statement-breakpoint
CREATE TRIGGER "policies_ledger_truncate" AFTER TRUNCATE ON "policies" FOR EACH STATEMENT EXECUTE FUNCTION ledger_truncated();
--> statement-breakpoint
CREATE TRIGGER "providers_ledger_update" AFTER UPDATE ON "providers" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_providers_changed();
