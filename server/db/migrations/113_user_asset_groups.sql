-- An Operator or Viewer limited to some asset groups (issue 33) sees only the assets in them and in their
-- sub-groups; a user without rows here is not limited. A group that limits someone is not deleted (409):
-- dropping it would silently widen that user's reach to the whole tenant.
create table user_asset_groups (
  user_id uuid not null references users (id) on delete cascade,
  group_id uuid not null references asset_groups (id),
  primary key (user_id, group_id)
);
create index user_asset_groups_group on user_asset_groups (group_id);
