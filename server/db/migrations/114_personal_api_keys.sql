-- Personal API keys: a key with an owner acts as that user, never above the user's current role, and goes
-- with the account. Keys without one are the tenant's, made by an Admin for an integrator.
alter table api_keys add column owner_id uuid references users (id) on delete cascade;
-- Set while the owner's provider refuses them (disabled there): cleared by their next sign-in through it.
alter table api_keys add column suspended_at timestamptz;
create index api_keys_owner on api_keys (owner_id, created_at desc) where owner_id is not null;
