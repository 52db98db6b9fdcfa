-- Withdrawal (rules §8): a withdrawn runner keeps results and points, is listed last and unranked in the
-- standings, never counts toward the cutoff, and leaves their bracket at the next round end. The users table
-- already carries its data-version triggers (0008), so this column needs none of its own.
ALTER TABLE "users" ADD COLUMN "withdrawn" boolean DEFAULT false NOT NULL;
