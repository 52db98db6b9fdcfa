-- A user's groups of every season (rules §37): a profile's career reads the rounds the user was drawn in, which
-- without it read every season's group members (22,000 rows at eleven seasons of 10x, and growing each year).
CREATE INDEX IF NOT EXISTS "group_members_user_idx" ON "group_members" USING btree ("user_id");
