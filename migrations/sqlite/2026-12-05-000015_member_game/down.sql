ALTER TABLE users DROP COLUMN cmbn_modules;
ALTER TABLE users DROP COLUMN cmbn_version;
