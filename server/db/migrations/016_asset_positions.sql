-- The newest position and status of each asset, in a row of its own. Ingestion rewrites it with
-- every batch: a narrow row whose changing columns no index covers is updated in place (a HOT
-- update), where the asset's own row would have taken a new entry in each of its indexes. It is
-- also the row an ingestion batch locks, so that batches of one asset apply in turn while the
-- asset's descriptive row stays free for edits. Lists and maps read it by primary key, never
-- from positions.
create table asset_positions (
  asset_id uuid primary key references assets (id) on delete cascade,
  status text not null default 'OutOfNetwork' check (status in ('Parked', 'Moving', 'OutOfNetwork')),
  latitude double precision,
  longitude double precision,
  address text,
  speed_kmh double precision,
  heading double precision,
  last_position_at timestamptz
) with (fillfactor = 50);

insert into asset_positions (asset_id, status, latitude, longitude, address, speed_kmh, heading, last_position_at)
  select id, status, latitude, longitude, address, speed_kmh, heading, last_position_at from assets;

-- Every asset has its row from the start, whatever creates the asset.
create function add_asset_position() returns trigger language plpgsql as $$
begin
  insert into asset_positions (asset_id) values (new.id);
  return new;
end
$$;
create trigger asset_positions_row after insert on assets for each row execute function add_asset_position();

alter table assets drop column status, drop column latitude, drop column longitude, drop column address,
  drop column speed_kmh, drop column heading, drop column last_position_at;
-- Ingestion no longer updates assets: 004's room for in-place updates is not needed any more.
alter table assets reset (fillfactor);
