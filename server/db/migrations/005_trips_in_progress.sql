-- A trip is stored while it is still under way (its end is the latest arrival so far), so the
-- console lists the drive in progress; it is re-derived from positions until it ends.
alter table trips add column in_progress boolean not null default false;
