-- Asset groups (issue 33): a tenant's assets gathered by depot, region or customer. A group may be part
-- of another group of its tenant (no cycles: the repository refuses them) and an asset may be in several.
create table asset_groups (
  id uuid primary key default gen_random_uuid(),
  tenant_id uuid not null references tenants (id),
  name text not null,
  -- No cascade: a group with sub-groups is not deleted from under them (409).
  parent_id uuid references asset_groups (id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index asset_groups_tenant_name on asset_groups (tenant_id, name, id);
create index asset_groups_parent on asset_groups (parent_id);

create table asset_group_members (
  group_id uuid not null references asset_groups (id) on delete cascade,
  asset_id uuid not null references assets (id) on delete cascade,
  primary key (group_id, asset_id)
);
create index asset_group_members_asset on asset_group_members (asset_id);
