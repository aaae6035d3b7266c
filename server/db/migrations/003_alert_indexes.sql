-- Alert lists stay fast as alerts pile up, and deleting a geofence, rule or asset does not read
-- every alert to find the rows its foreign keys reach. List pages are ordered
-- `time desc nulls last, id` (see listPage), so the indexes are too: the newest page is read
-- straight from the index and the scan stops after one page.

drop index alerts_tenant_time;
create index alerts_tenant_time on alerts (tenant_id, time desc nulls last, id);
-- The unread-only filter of the alerts screen.
create index alerts_tenant_unread_time on alerts (tenant_id, time desc nulls last, id) where not is_read;
-- One asset's alerts, and the cascade when an asset is deleted.
create index alerts_asset_time on alerts (asset_id, time desc nulls last, id);
-- on delete set null of alerts.geofence_id and alerts.trigger_id.
create index alerts_geofence on alerts (geofence_id);
create index alerts_trigger on alerts (trigger_id);
-- on delete cascade of alert_triggers.geofence_id.
create index alert_triggers_geofence on alert_triggers (geofence_id);
-- Geofence and rule lists in name order, like the other lists of a tenant.
drop index geofences_tenant;
create index geofences_tenant_name on geofences (tenant_id, name, id);
drop index alert_triggers_tenant;
create index alert_triggers_tenant_name on alert_triggers (tenant_id, name, id);
