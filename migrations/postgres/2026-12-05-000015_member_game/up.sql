-- What of CMBN each member has (#42, R13.2): the version and the modules
-- (one per line), said on the account page; the GM is told when a
-- battle's commanders lack what the campaign needs.
ALTER TABLE users ADD COLUMN cmbn_version TEXT NOT NULL DEFAULT '';
ALTER TABLE users ADD COLUMN cmbn_modules TEXT NOT NULL DEFAULT '';
