CREATE TABLE t (id int);
INSERT INTO missing_table VALUES (1);
