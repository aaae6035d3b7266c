-- The provider's ID token of a session signed in through it (sealed), kept only when the provider can end
-- sessions: sent back as `id_token_hint` when the user signs out there too, and deleted with the session then.
alter table sso_sessions add column provider_id_token_sealed text;
