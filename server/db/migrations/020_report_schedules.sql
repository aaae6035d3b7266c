-- Reports a user has asked to receive by e-mail, daily or weekly. The recipient and the assets a
-- report may show are the user's own at each delivery: a user moved or demoted sees no more than
-- their rights allow then.
create table report_schedules (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  report text not null check (report in ('stops', 'dailySummary', 'events', 'geofenceVisits')),
  asset_ids jsonb not null,
  frequency text not null check (frequency in ('daily', 'weekly')),
  time_zone text not null,
  next_run_at timestamptz not null,
  -- A delivery under way holds its schedule until then; one that crashed is taken up again after.
  leased_until timestamptz,
  last_sent_at timestamptz,
  created_at timestamptz not null default now()
);
create index report_schedules_user on report_schedules (user_id);
create index report_schedules_due on report_schedules (next_run_at);
