-- Head-to-head counts on profiles: the finished games of one pair of players.
CREATE INDEX games_pair ON games (white_id, black_id, status);
