-- A runner's place in each season's standings, for their profile's career (rules §37, §9): the count of the season's
-- active entrants ahead of them in §9's order (BYE first, points descending, best time ascending with none counted as
-- 9,000,000 ms, packages/core/time.ts) is one range of this index, read from the index alone: the plain columns at
-- its end let the planner answer without the table. Without it every count read the whole season's entries
-- (11 seasons × 1,000 rows per profile at 10x, most of a profile's time on PGlite).
CREATE INDEX IF NOT EXISTS "season_entries_standings_order_idx" ON "season_entries" USING btree ("year", (not "bye"), (-"points"), coalesce("best_time_ms", 9000000), "bye", "points", "best_time_ms") WHERE not "withdrawn";
--> statement-breakpoint
-- The place in a completed season's final standings (rules §37): stored when the season completes and whenever its
-- figures are written again (src/features/results/finalRanks.ts, by packages/core/standings.ts); null while the
-- season runs and for a withdrawn runner. A profile reads it rather than counting every past season's places.
ALTER TABLE "season_entries" ADD COLUMN "final_rank" integer;
--> statement-breakpoint
-- The seasons completed before this migration, ranked as rules §9 ranks (rank(): one more than those strictly ahead).
UPDATE "season_entries" AS e SET "final_rank" = r."rank"
FROM (
  SELECT "year", "user_id", rank() OVER (PARTITION BY "year" ORDER BY "bye" DESC, "points" DESC,
    coalesce("best_time_ms", 9000000)) AS "rank"
  FROM "season_entries"
  WHERE NOT "withdrawn" AND "year" IN (SELECT "year" FROM "seasons" WHERE "status" = 'completed')
) AS r
WHERE e."year" = r."year" AND e."user_id" = r."user_id";
