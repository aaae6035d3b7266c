-- The demo's own devices: the ones the demo seed made, which the simulator drives (FLEET_SIMULATE).
-- Nothing else is ever simulated: not a device a user registered, nor a demo device that has since
-- logged in over a tracker protocol (sensors.protocol set), whose real positions must not be mixed
-- with invented ones.
alter table sensors add column simulated boolean not null default false;

-- Databases seeded before this column: the seed named its devices <tenant>-0001... and none of them
-- has logged in over a tracker listener.
update sensors set simulated = true
  where unique_id ~ '^(acme|globex)-[0-9]{4}$' and protocol is null
    and tenant_id in (select id from tenants where name in ('Acme Logistics', 'Globex Transport'));
