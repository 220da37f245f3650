-- A player's own announced and running tournaments (the limit on how many
-- one player may have, checked when one is announced).
CREATE INDEX tournaments_creator ON tournaments (created_by, status);
