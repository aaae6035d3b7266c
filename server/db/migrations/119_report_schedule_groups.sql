-- A scheduled report may cover an asset group (issue 33) instead of a list of assets: the group's assets and
-- those of its sub-groups on the day of each mail. No cascade: a group a schedule covers is not deleted (409).
alter table report_schedules add column group_id uuid references asset_groups (id);
create index report_schedules_group on report_schedules (group_id) where group_id is not null;
