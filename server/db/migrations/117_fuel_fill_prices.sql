-- The price paid per litre entered on a fill (issue 31): fills are found afresh on each read, so the price is
-- kept by the asset and a time within the fill (its start, as the fuel report answers it).
create table fuel_fill_prices (
  asset_id uuid not null references assets (id) on delete cascade,
  tenant_id uuid not null references tenants (id),
  fill_time timestamptz not null,
  price_per_litre double precision not null check (price_per_litre >= 0),
  updated_at timestamptz not null default now(),
  primary key (asset_id, fill_time)
);
