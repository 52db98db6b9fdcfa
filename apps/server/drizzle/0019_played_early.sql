-- A race recorded before its planned start was played early (rules §23): when its result was first recorded, epoch
-- seconds; null for every race played at (or after) its planned start.
ALTER TABLE "races" ADD COLUMN "played_at" bigint;
