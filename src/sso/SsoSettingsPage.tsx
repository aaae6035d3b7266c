import AddIcon from '@mui/icons-material/Add';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import { Button, Card, CardContent, FormControlLabel, IconButton, MenuItem, Stack, Switch, TextField, Typography } from '@mui/material';
import { type FormEvent, useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { Title, useNotify, useTranslate } from 'react-admin';
import { ApiError, messageOf } from '../api/errors';
import { removeTenantSso, saveTenantSso, tenantSso, type TenantSso, type TenantSsoInput } from './ssoApi';

type Rule = TenantSsoInput['roleRules'][number];
const ssoRoles: Rule['role'][] = ['Admin', 'Operator', 'Viewer'];
const refuse = 'refuse';

const blank: TenantSsoInput = {
  displayName: '',
  issuer: '',
  clientId: '',
  scopes: 'openid email profile',
  groupsClaim: 'groups',
  roleRules: [],
  defaultRole: null,
  createAccounts: true,
  emailDomains: [],
  requireSso: false,
};

/** What the provider must allow the browser back to: this console's server. */
const callbackUrl = () => `${window.location.origin}/api/authentication/sso/callback`;

/**
 * /single-sign-on/:tenantId: the tenant's OpenID provider, its group-to-role rules (the first match
 * wins) and whether password sign-in stays. The client secret is never shown; left empty it is kept.
 */
export function SsoSettingsPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const { tenantId = '' } = useParams();
  const [form, setForm] = useState<TenantSsoInput>(blank);
  const [domains, setDomains] = useState('');
  const [stored, setStored] = useState<TenantSso | null>(null);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [saving, setSaving] = useState(false);

  const show = (settings: TenantSso | null) => {
    setStored(settings);
    if (!settings) return;
    setForm({
      displayName: settings.displayName,
      issuer: settings.issuer,
      clientId: settings.clientId,
      scopes: settings.scopes,
      groupsClaim: settings.groupsClaim,
      roleRules: settings.roleRules,
      defaultRole: settings.defaultRole,
      createAccounts: settings.createAccounts,
      emailDomains: settings.emailDomains,
      requireSso: settings.requireSso,
    });
    setDomains(settings.emailDomains.join(', '));
  };
  useEffect(() => {
    tenantSso(tenantId).then(show, (error) => notify(messageOf(error), { type: 'error' }));
  }, [tenantId, notify]);

  const set = <Key extends keyof TenantSsoInput>(key: Key, value: TenantSsoInput[Key]) =>
    setForm((current) => ({ ...current, [key]: value }));
  const setRule = (index: number, rule: Rule) =>
    set(
      'roleRules',
      form.roleRules.map((current, at) => (at === index ? rule : current)),
    );
  const moveUp = (index: number) => {
    const rules = [...form.roleRules];
    [rules[index - 1], rules[index]] = [rules[index], rules[index - 1]];
    set('roleRules', rules);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      const emailDomains = domains.split(/[\s,]+/).filter(Boolean);
      // An empty secret field keeps the stored secret: it is left out.
      show(await saveTenantSso(tenantId, { ...form, emailDomains, clientSecret: form.clientSecret || undefined }));
      setErrors({});
      notify('sso.saved', { type: 'success' });
    } catch (error) {
      const body = error instanceof ApiError ? (error.body as { errors?: Record<string, string[]> } | null) : null;
      setErrors(body?.errors ?? {});
      notify(messageOf(error), { type: 'error' });
    } finally {
      setSaving(false);
    }
  };
  const remove = async () => {
    try {
      await removeTenantSso(tenantId);
      setStored(null);
      setForm(blank);
      setDomains('');
      notify('sso.removed', { type: 'info' });
    } catch (error) {
      notify(messageOf(error), { type: 'error' });
    }
  };

  const field = (key: 'displayName' | 'issuer' | 'clientId' | 'scopes' | 'groupsClaim', label: string) => (
    <TextField
      name={key}
      label={translate(label)}
      value={form[key]}
      onChange={(event) => set(key, event.target.value)}
      error={Boolean(errors[key])}
      helperText={errors[key]?.join(' ')}
      required
      fullWidth
    />
  );

  return (
    <Card sx={{ mt: 2, maxWidth: 720 }}>
      <Title title={translate('sso.title')} />
      <CardContent>
        <Stack component="form" spacing={2} onSubmit={save} noValidate>
          <Typography variant="h6" component="h1">
            {translate('sso.title')}
          </Typography>
          <Typography variant="body2">{translate(stored ? 'sso.intro' : 'sso.none')}</Typography>
          <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
            {translate('sso.callback', { url: callbackUrl() })}
          </Typography>
          {field('displayName', 'sso.display_name')}
          {field('issuer', 'sso.issuer')}
          {field('clientId', 'sso.client_id')}
          <TextField
            name="clientSecret"
            type="password"
            autoComplete="new-password"
            label={translate('sso.client_secret')}
            value={form.clientSecret ?? ''}
            onChange={(event) => set('clientSecret', event.target.value)}
            error={Boolean(errors.clientSecret)}
            helperText={errors.clientSecret?.join(' ') ?? (stored ? translate('sso.client_secret_kept') : undefined)}
            required={!stored}
            fullWidth
          />
          {field('scopes', 'sso.scopes')}
          {field('groupsClaim', 'sso.groups_claim')}
          <Typography variant="subtitle1" component="h2">
            {translate('sso.rules')}
          </Typography>
          {form.roleRules.map((rule, index) => (
            // Rules have no id of their own: their place is what they are.
            <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <TextField
                label={translate('sso.group')}
                value={rule.group}
                onChange={(event) => setRule(index, { ...rule, group: event.target.value })}
                size="small"
                sx={{ flex: 1 }}
              />
              <TextField
                select
                label={translate('sso.role')}
                value={rule.role}
                onChange={(event) => setRule(index, { ...rule, role: event.target.value as Rule['role'] })}
                size="small"
                sx={{ minWidth: 140 }}
              >
                {ssoRoles.map((role) => (
                  <MenuItem key={role} value={role}>
                    {translate(`roles.${role}`)}
                  </MenuItem>
                ))}
              </TextField>
              <IconButton aria-label={translate('sso.move_up')} disabled={index === 0} onClick={() => moveUp(index)}>
                <ArrowUpwardIcon />
              </IconButton>
              <IconButton
                aria-label={translate('sso.remove_rule')}
                onClick={() =>
                  set(
                    'roleRules',
                    form.roleRules.filter((_, at) => at !== index),
                  )
                }
              >
                <DeleteIcon />
              </IconButton>
            </Stack>
          ))}
          <Button
            startIcon={<AddIcon />}
            onClick={() => set('roleRules', [...form.roleRules, { group: '', role: 'Viewer' }])}
            sx={{ alignSelf: 'flex-start' }}
          >
            {translate('sso.add_rule')}
          </Button>
          <TextField
            select
            name="defaultRole"
            label={translate('sso.default_role')}
            value={form.defaultRole ?? refuse}
            onChange={(event) => set('defaultRole', event.target.value === refuse ? null : (event.target.value as Rule['role']))}
            fullWidth
          >
            <MenuItem value={refuse}>{translate('sso.refuse')}</MenuItem>
            {ssoRoles.map((role) => (
              <MenuItem key={role} value={role}>
                {translate(`roles.${role}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            name="emailDomains"
            label={translate('sso.email_domains')}
            value={domains}
            onChange={(event) => setDomains(event.target.value)}
            error={Object.keys(errors).some((key) => key.startsWith('emailDomains'))}
            fullWidth
          />
          <FormControlLabel
            control={<Switch checked={form.createAccounts} onChange={(event) => set('createAccounts', event.target.checked)} />}
            label={translate('sso.create_accounts')}
          />
          <FormControlLabel
            control={<Switch checked={form.requireSso} onChange={(event) => set('requireSso', event.target.checked)} />}
            label={translate('sso.require_sso')}
          />
          <Stack direction="row" spacing={2}>
            <Button type="submit" variant="contained" loading={saving}>
              {translate('sso.save')}
            </Button>
            {stored && (
              <Button color="error" onClick={remove}>
                {translate('sso.remove')}
              </Button>
            )}
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
