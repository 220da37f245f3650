-- Computer players: the accounts computer-1 … computer-5, one a level of the
-- engine. `computer_level` is NULL for people. A computer account has no
-- usable password (`!` is no hash any password matches) and never logs in;
-- the server plays its moves. Its ids are fixed, so that the code knows them.
-- A name already taken by a person keeps its account, and that level has no
-- computer account on this site.
ALTER TABLE users ADD COLUMN computer_level BIGINT;

-- The computers' accounts, for the job that finds their turns (then one
-- range of games_to_move each). Made before the rows go in: an index made
-- over them would leave the planner counting five users, and it would then
-- read the whole (small) table of users in the joins of the lists.
CREATE INDEX users_computer ON users (id) WHERE computer_level IS NOT NULL;

INSERT INTO users (id, username, username_key, password_hash, is_admin, created_at,
    hide_from_who, vacation_banked, vacation_counted_at, vacation_auto, computer_level)
VALUES
    ('00000000-0000-4000-8000-000000000001', 'computer-1', 'computer-1', '!', FALSE, 0, TRUE, 0, 0, FALSE, 1),
    ('00000000-0000-4000-8000-000000000002', 'computer-2', 'computer-2', '!', FALSE, 0, TRUE, 0, 0, FALSE, 2),
    ('00000000-0000-4000-8000-000000000003', 'computer-3', 'computer-3', '!', FALSE, 0, TRUE, 0, 0, FALSE, 3),
    ('00000000-0000-4000-8000-000000000004', 'computer-4', 'computer-4', '!', FALSE, 0, TRUE, 0, 0, FALSE, 4),
    ('00000000-0000-4000-8000-000000000005', 'computer-5', 'computer-5', '!', FALSE, 0, TRUE, 0, 0, FALSE, 5)
ON CONFLICT DO NOTHING;
