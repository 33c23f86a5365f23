-- The graph and the money figures read a policy's valuations over a date range: with the value in the index
-- they are read from the index alone, without a heap page per row (a two-year graph is ~730 rows).
CREATE INDEX IF NOT EXISTS "valuations_policy_date_value_idx" ON "valuations" USING btree ("policy_id","valued_on") INCLUDE ("value");
