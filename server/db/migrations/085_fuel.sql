-- Fuel (issue 31): a tank's capacity on the asset model and on the asset (the asset's wins), the
-- sensor an asset's level is read from, and each tenant's rules for fills and drains.
alter table asset_models add column tank_litres double precision check (tank_litres > 0);

create table asset_fuel_setups (
  asset_id uuid primary key references assets (id) on delete cascade,
  tenant_id uuid not null references tenants (id),
  tank_litres double precision check (tank_litres > 0),
  -- {attribute, unit: litres|percent|raw, scale?, calibration?: [{raw, litres}]}; null: the protocol's defaults.
  sensor jsonb,
  updated_at timestamptz not null default now()
);
create index asset_fuel_setups_tenant on asset_fuel_setups (tenant_id);

-- The rules that are not the defaults (server/reports/fuel/fuelEvents.ts), and the price of a litre.
create table tenant_fuel_settings (
  tenant_id uuid primary key references tenants (id) on delete cascade,
  rules jsonb not null default '{}',
  price_per_litre double precision check (price_per_litre >= 0),
  updated_at timestamptz not null default now()
);
