-- The moves of a game folded into its row, one line `number|path|position
-- key|played at` each, in order; NULL before the first move. Written in the
-- statement that inserts the moves, so a page or a Submit reads a game in one
-- row without gathering its moves from the moves table (which stays the
-- record: one row a move).
ALTER TABLE games ADD COLUMN move_list TEXT;

UPDATE games SET move_list = (
    SELECT group_concat(m.number || '|' || m.path || '|' || m.position_key || '|' || m.played_at,
                        char(10) ORDER BY m.number)
    FROM moves m WHERE m.game_id = games.id
);
