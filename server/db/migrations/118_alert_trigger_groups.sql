-- An alert rule may watch an asset group (issue 33): the assets of the group and of its sub-groups, as they are
-- when each position is judged. No cascade: a group a rule watches is not deleted (409), since dropping it would
-- silently widen the rule to every asset of the tenant.
alter table alert_triggers add column group_id uuid references asset_groups (id);
create index alert_triggers_group on alert_triggers (group_id) where group_id is not null;
