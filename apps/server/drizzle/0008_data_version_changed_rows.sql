-- A write that changes nothing must not replace the data version: every replacement throws away every cached
-- answer and rendered page (src/http/readCache.ts, src/web/pages.ts). Before this migration the statement
-- triggers of 0002 fired for any statement, even one that touched no row or rewrote a row with the values it
-- had: each login (the user's Discord fields, refreshed as they were), a setting saved unchanged, an
-- `INSERT ... ON CONFLICT DO NOTHING` that inserted nothing.
--
-- Now each table has one statement trigger per event, with the statement's rows as transition tables: an insert or
-- a delete marks the transaction only if it touched a row, an update only if some row differs from what it was
-- (whole rows compared, primary key included). TRUNCATE keeps marking unconditionally. The bump itself is
-- unchanged: still once per transaction, at its commit (0002). Tables that no public read shows (sessions,
-- rate_limits, audit_log) carry no trigger at all.
CREATE FUNCTION "data_version_mark_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed boolean;
BEGIN
  IF current_setting('pokered.data_version_marked', true) IS NOT DISTINCT FROM 'yes' THEN
    RETURN NULL;
  END IF;
  -- Each branch is planned when first run, so a trigger only ever reads the transition tables it declares.
  IF TG_OP = 'INSERT' THEN
    changed := EXISTS (SELECT 1 FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    changed := EXISTS (SELECT 1 FROM old_rows);
  ELSE
    changed := EXISTS (SELECT * FROM new_rows EXCEPT SELECT * FROM old_rows);
  END IF;
  IF changed THEN
    PERFORM set_config('pokered.data_version_marked', 'yes', true);
    INSERT INTO "data_version_pending" DEFAULT VALUES;
  END IF;
  RETURN NULL;
END
$$
--> statement-breakpoint
-- Transition tables allow one event per trigger: four triggers per table replace 0002's one.
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['users', 'tournament', 'groups', 'group_members', 'races', 'race_commentators',
    'race_results', 'pickems', 'round_pick_submissions', 'round_picks', 'hall_of_fame']
  LOOP
    EXECUTE format('DROP TRIGGER %I ON %I', t || '_data_version', t);
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION "data_version_mark_changed"()', t || '_data_version_insert', t);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION "data_version_mark_changed"()', t || '_data_version_update', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION "data_version_mark_changed"()', t || '_data_version_delete', t);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION "data_version_mark"()', t || '_data_version_truncate', t);
  END LOOP;
END
$$
