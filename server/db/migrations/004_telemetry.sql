-- The alert engine caches each tenant's geofences and triggers and checks, once per batch of
-- positions, a fingerprint of them: (count, sum of updated_at). These make that check an
-- index-only scan, however many geofences a tenant has.
create index geofences_tenant_updated on geofences (tenant_id, updated_at);
create index alert_triggers_tenant_updated on alert_triggers (tenant_id, updated_at);

-- Every position rewrites its asset's row and its device's last_message_at. With room left on each
-- page the new row versions stay on the page and skip the indexes (HOT updates), instead of adding
-- an entry to each of the assets' many indexes per position.
alter table assets set (fillfactor = 70);
alter table sensors set (fillfactor = 70);
