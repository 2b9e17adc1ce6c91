DROP TABLE battle_aars;
