-- Points of interest (issue 33): a named point with a radius, a category and an icon. Stops and trips
-- that end within one are labelled with its name.
create table places (
  id uuid primary key default gen_random_uuid(),
  tenant_id uuid not null references tenants (id),
  name text not null,
  category text,
  icon text not null default 'place',
  latitude double precision not null,
  longitude double precision not null,
  radius_meters double precision not null default 50,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index places_tenant_name on places (tenant_id, name, id);
-- Labelling a stop or a trip's end reads the tenant's places in a band of latitude around it.
create index places_tenant_latitude on places (tenant_id, latitude);
