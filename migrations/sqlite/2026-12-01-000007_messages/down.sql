DROP TABLE message_reads;
DROP TABLE messages;
