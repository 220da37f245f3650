-- The language a player chose for the site and their mail (a language code,
-- 'de'); NULL: the browser's.
ALTER TABLE users ADD COLUMN language TEXT;
