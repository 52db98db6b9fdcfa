-- A runner's place in each season's standings, for their profile's career (rules §37, §9): the count of the season's
-- active entrants ahead of them in §9's order (BYE first, points descending, best time ascending with none counted as
-- 9,000,000 ms, packages/core/time.ts) is one range of this index, read from the index alone: the plain columns at
-- its end let the planner answer without the table. Without it every count read the whole season's entries
-- (11 seasons × 1,000 rows per profile at 10x, most of a profile's time on PGlite).
CREATE INDEX IF NOT EXISTS "season_entries_standings_order_idx" ON "season_entries" USING btree ("year", (not "bye"), (-"points"), coalesce("best_time_ms", 9000000), "bye", "points", "best_time_ms") WHERE not "withdrawn";
