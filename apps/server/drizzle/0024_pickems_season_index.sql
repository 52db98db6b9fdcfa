-- A season's Pickems players by points (rules §37): a profile's Pickems rank counts the players of each of the
-- user's seasons with more points, which without it read every season's records (110,000 rows at ten seasons of 10x).
CREATE INDEX IF NOT EXISTS "pickems_year_points_idx" ON "pickems" USING btree ("year", "points");
