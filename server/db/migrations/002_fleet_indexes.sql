-- Asset, device and driver lists stay fast with 10,000 assets per tenant: the default page
-- (sorted by name, with or without a status) is read in the order of an index and stops after
-- one page, and the list's count is an index-only scan of the narrow (tenant_id, status) index
-- of 001, twice as fast as reading the table.

drop index assets_tenant_name;
create index assets_tenant_name on assets (tenant_id, name, id);

drop index sensors_tenant;
create index sensors_tenant_name on sensors (tenant_id, name, id);
drop index drivers_tenant;
create index drivers_tenant_name on drivers (tenant_id, name, id);

-- Deleting a model or type checks that nothing uses it; without these the check reads every row.
create index assets_model on assets (model_id);
create index assets_type on assets (type_id);
create index sensors_model on sensors (model_id);
