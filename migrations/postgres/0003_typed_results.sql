-- Typed results: who won (white, black or nobody) and how the game ended, in
-- columns of their own, so that ratings and statistics read them and no code
-- reads English. The words are made from them in one place (the server's
-- `model::result`). `note` keeps what an admin wrote, or the move a draw was
-- claimed with.
ALTER TABLE games ADD COLUMN winner TEXT CHECK (winner IN ('white', 'black', 'none'));
ALTER TABLE games ADD COLUMN termination TEXT CHECK (termination IN (
    'target_reached', 'target_filled', 'camp_deadline', 'returned_home', 'repetition',
    'agreement', 'resignation', 'time', 'admin'));
ALTER TABLE games ADD COLUMN note TEXT;

UPDATE games SET winner = CASE result
        WHEN '1-0' THEN 'white' WHEN '0-1' THEN 'black' ELSE 'none' END
    WHERE result IS NOT NULL;
UPDATE games SET termination = CASE
        WHEN reason LIKE 'adjudicated by an admin: %' THEN 'admin'
        WHEN reason LIKE 'threefold repetition%' THEN 'repetition'
        WHEN reason = 'draw agreed' THEN 'agreement'
        WHEN reason LIKE '% resigned' THEN 'resignation'
        WHEN reason LIKE '% ran out of time' THEN 'time'
        WHEN reason = 'the opposite yard is filled' THEN 'target_filled'
        WHEN reason LIKE '%still had pieces in %' THEN 'camp_deadline'
        WHEN reason LIKE '% back into its own yard %' OR reason LIKE 'both players had pieces in their own yards%' THEN 'returned_home'
        ELSE 'target_reached' END
    WHERE result IS NOT NULL;
UPDATE games SET note = substr(reason, 26)
    WHERE termination = 'admin';
UPDATE games SET note = substr(reason, 36, strpos(reason, ' and accepted') - 36)
    WHERE termination = 'repetition' AND reason LIKE 'threefold repetition, claimed with %';

ALTER TABLE games DROP COLUMN result, DROP COLUMN reason,
    -- Never read or written: the clock is the turn's deadline.
    DROP COLUMN white_time_used, DROP COLUMN black_time_used;
-- Repetition counts are read with the move list (primary key range), not by key.
DROP INDEX moves_repetition;
