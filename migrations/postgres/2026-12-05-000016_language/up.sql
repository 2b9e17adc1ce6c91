-- The language a member reads Bocage in (#44): pages and mail. Empty: not
-- chosen (pages follow the browser's Accept-Language, mail is English).
ALTER TABLE users ADD COLUMN language TEXT NOT NULL DEFAULT '';
