DROP TABLE battle_files;
