-- Ending a user's sessions raises the version; access tokens carry the version they were issued
-- with, and one with an older version (or of a user who no longer exists) is refused.
alter table users add column session_version integer not null default 0;

-- Failed sign-in and password attempts, per key (an account at an address, or an address), shared
-- by every instance. A row is forgotten once its last failure is older than the counting window.
create table sign_in_failures (
  key text primary key,
  failures integer not null,
  last_failure_at timestamptz not null,
  blocked_until timestamptz not null
);
create index sign_in_failures_last on sign_in_failures (last_failure_at);
