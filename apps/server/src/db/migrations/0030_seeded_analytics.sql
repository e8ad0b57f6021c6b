-- Demo data says it is demo data (issue 26, item 14): analytics events written by the demo seed
-- carry seeded = true, so the admin Analytics tab can mark them apart from real activity. Events
-- of a database seeded before this column stay unmarked (nothing tells them apart from real ones)
-- until it is seeded again.
alter table analytics_events add column seeded boolean not null default false;
