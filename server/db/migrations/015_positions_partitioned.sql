-- Positions are partitioned by UTC day, so that a read of a period touches only that period's
-- partitions and retention drops whole days instead of deleting rows. Every key of positions
-- starts with asset_id, the column Citus would distribute them by.

-- Creates the partition of one UTC day unless it exists. It is created apart and then attached:
-- attaching takes a lock that lets positions be written and read meanwhile, where creating a
-- partition in place would lock the whole table. Callers in several instances may race: one
-- creates, the others find it.
create function ensure_positions_partition(day date) returns boolean language plpgsql as $$
declare
  parent regclass := 'positions'::regclass;
  partition_name text := 'positions_' || to_char(day, 'YYYYMMDD');
  namespace text;
begin
  perform pg_advisory_xact_lock(7205015);
  if exists (select 1 from pg_inherits i join pg_class c on c.oid = i.inhrelid
             where i.inhparent = parent and c.relname = partition_name) then
    return false;
  end if;
  select n.nspname into namespace from pg_class c join pg_namespace n on n.oid = c.relnamespace where c.oid = parent;
  execute format('create table %I.%I (like %s including defaults including constraints including storage including compression)',
    namespace, partition_name, parent);
  execute format('alter table %s attach partition %I.%I for values from (%L) to (%L)', parent, namespace, partition_name,
    day::timestamp at time zone 'UTC', (day + 1)::timestamp at time zone 'UTC');
  return true;
end
$$;

-- The table keeps its columns, defaults and indexes (including any added since 001); its
-- foreign key to assets does not come along: each partition attached or dropped would lock the
-- assets table, which every position updates, and Citus cannot hold it. Deleting an asset
-- deletes its positions explicitly.
alter table positions rename to positions_unpartitioned;
alter table positions_unpartitioned rename constraint positions_pkey to positions_unpartitioned_pkey;
alter index positions_tenant_time rename to positions_unpartitioned_tenant_time;
create table positions (like positions_unpartitioned including all) partition by range (time);
alter index positions_tenant_id_time_idx rename to positions_tenant_time;

-- Partitions for every day of the existing history, and for the days just ahead.
select ensure_positions_partition(day::date) from generate_series(
  coalesce((select min(time) from positions_unpartitioned) at time zone 'UTC', now() at time zone 'UTC')::date,
  greatest((select max(time) from positions_unpartitioned) at time zone 'UTC', now() at time zone 'UTC' + interval '7 days')::date,
  interval '1 day') as day;

insert into positions select * from positions_unpartitioned;
drop table positions_unpartitioned;
