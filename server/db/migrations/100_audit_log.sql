-- Who did what: one row per write through the API, sign-in (failed ones too) and export.
-- Rows outlive what they name (a deleted tenant, user or key), so no foreign keys; the tenant's
-- retention job is the only delete, and nothing updates a row (the trigger below refuses).
create table audit_log (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  tenant_id uuid,
  actor_user_id uuid,
  actor_key_id uuid,
  actor_email text,
  actor_role text,
  -- How the actor signed in: password, apiKey, later sso.
  sign_in_method text,
  action text not null,
  object_type text,
  object_id text,
  object_name text,
  before jsonb,
  after jsonb,
  address text,
  user_agent text
);
create index audit_log_tenant_at on audit_log (tenant_id, at desc);
create index audit_log_at on audit_log (at desc);

create function audit_log_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'audit_log rows are never changed';
end;
$$;
create trigger audit_log_no_update before update on audit_log for each row execute function audit_log_append_only();

-- Days a tenant keeps its audit log (the audit-retention job deletes older rows).
alter table tenants add column audit_retention_days integer not null default 365 check (audit_retention_days between 1 and 3650);
