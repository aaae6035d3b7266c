-- Service plans (issue 31): on an asset or on an asset model, every so many km, engine hours, days or
-- months, whichever comes first, each with a "due soon" margin; a service record restarts the counters.
create table service_plans (
  id uuid primary key default gen_random_uuid(),
  tenant_id uuid not null references tenants (id),
  name text not null,
  asset_id uuid references assets (id) on delete cascade,
  model_id uuid references asset_models (id),
  every_km double precision check (every_km > 0),
  due_soon_km double precision not null default 500 check (due_soon_km >= 0),
  every_engine_hours double precision check (every_engine_hours > 0),
  due_soon_engine_hours double precision not null default 10 check (due_soon_engine_hours >= 0),
  every_days integer check (every_days > 0),
  every_months integer check (every_months > 0),
  due_soon_days integer not null default 30 check (due_soon_days >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((asset_id is null) <> (model_id is null)),
  check (every_days is null or every_months is null),
  check (every_km is not null or every_engine_hours is not null or every_days is not null or every_months is not null)
);
create index service_plans_tenant_name on service_plans (tenant_id, name, id);
create index service_plans_asset on service_plans (asset_id);
create index service_plans_model on service_plans (tenant_id, model_id);

-- What was done, and the readings the plan's counters restart from.
create table service_records (
  id uuid primary key default gen_random_uuid(),
  tenant_id uuid not null references tenants (id),
  asset_id uuid not null references assets (id) on delete cascade,
  plan_id uuid not null references service_plans (id) on delete cascade,
  serviced_on date not null,
  odometer_km double precision,
  engine_hours double precision,
  cost double precision check (cost >= 0),
  notes text,
  recorded_by text,
  created_at timestamptz not null default now()
);
create index service_records_asset on service_records (asset_id, serviced_on desc, created_at desc);
create index service_records_plan on service_records (plan_id, asset_id, serviced_on desc, created_at desc);

-- Each plan's state for each asset as the timed-alerts job last judged it: the list of what is due, and
-- one maintenanceDue alert per change into dueSoon or overdue.
create table service_plan_states (
  plan_id uuid not null references service_plans (id) on delete cascade,
  asset_id uuid not null references assets (id) on delete cascade,
  tenant_id uuid not null references tenants (id),
  state text not null check (state in ('ok', 'dueSoon', 'overdue')),
  measure text check (measure in ('distance', 'engineHours', 'time')),
  due_odometer_km double precision,
  due_engine_hours double precision,
  due_date date,
  remaining_km double precision,
  remaining_engine_hours double precision,
  remaining_days integer,
  changed_at timestamptz not null default now(),
  primary key (plan_id, asset_id)
);
create index service_plan_states_tenant_state on service_plan_states (tenant_id, state);
