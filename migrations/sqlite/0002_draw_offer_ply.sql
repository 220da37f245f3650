-- The ply at which the standing or last draw offer was made: a player offers
-- a draw at most once a move, so a declined offer cannot be sent again from
-- the same page.
ALTER TABLE games ADD COLUMN draw_offer_ply INTEGER;
