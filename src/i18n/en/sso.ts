import type { MessageTree } from '../types';

/** Single sign-on: the tenant's provider settings and the sign-in button. */
const sso = {
  sso: {
    title: 'Single sign-on',
    manage: 'Single sign-on',
    intro: 'The users of this organisation sign in with its OpenID Connect provider.',
    none: 'Single sign-on is not set up for this organisation.',
    callback: 'Register this redirect URI at the provider: %{url}',
    display_name: 'Provider name (on the sign-in button)',
    issuer: 'Issuer URL',
    client_id: 'Client ID',
    client_secret: 'Client secret',
    client_secret_kept: 'Leave empty to keep the stored secret.',
    scopes: 'Scopes',
    groups_claim: 'Groups claim',
    rules: 'Group to role rules (the first match wins)',
    group: 'Group',
    role: 'Role',
    move_up: 'Move up',
    remove_rule: 'Remove rule',
    add_rule: 'Add rule',
    default_role: 'Users matching no rule',
    refuse: 'Refuse sign-in',
    email_domains: 'E-mail domains offered this provider (comma-separated)',
    create_accounts: 'Create accounts at first sign-in',
    require_sso: 'Require single sign-on (no password sign-in)',
    save: 'Save',
    remove: 'Remove single sign-on',
    saved: 'Single sign-on settings saved.',
    removed: 'Single sign-on removed.',
    sign_in_with: 'Sign in with %{provider}',
  },
} satisfies MessageTree;

export default sso;
