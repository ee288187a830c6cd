-- The live hotel names holding a typed text, through their trigram index whatever the planner guesses (decision
-- 0090). Left to itself, PostgreSQL reads the names one after another until it has the few asked for, betting
-- that matches are spread evenly: for a text a thousand names hold, all filed late, it read tens of thousands of
-- names (25–45 ms) instead of probing the index (under 1 ms). Inside this function the planner may use the index
-- only, and PL/pgSQL keeps the statement's plan between calls.
CREATE OR REPLACE FUNCTION hotel_names_holding(pattern text, wanted integer) RETURNS SETOF text
LANGUAGE plpgsql STABLE
SET enable_seqscan = off
SET enable_indexscan = off
SET enable_indexonlyscan = off
AS $$
BEGIN
  RETURN QUERY SELECT n.name FROM hotel_live_names AS n WHERE n.name ILIKE pattern LIMIT wanted;
END
$$;
