import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { Title, useGetIdentity, useNotify, usePermissions, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { messageOf } from '../api/errors';
import { ssoSettingsPath } from '../routePaths';
import { DisableTwoFactor } from './DisableTwoFactor';
import { EnrolTwoFactor } from './EnrolTwoFactor';
import { TenantTwoFactorPolicy } from './TenantTwoFactorPolicy';
import { issuedRecoveryCodes } from '../providers/issuedRecoveryCodes';
import { RecoveryCodeList } from './RecoveryCodeList';
import { twoFactorStatus } from './twoFactorApi';

type Status = Awaited<ReturnType<typeof twoFactorStatus>>;

/** /account/two-factor: the user's own two-factor sign-in, and for an Admin the tenant's policy and its single sign-on. */
export function TwoFactorPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const { identity } = useGetIdentity();
  const { permissions } = usePermissions<string>();
  const [status, setStatus] = useState<Status | null>(null);
  // Codes of an enrolment the tenant required at sign-in: shown on this visit only. Forgotten once on
  // screen, not when read: React may render the page and discard that render (and its state) before
  // it commits one, and the codes were then gone before anyone saw them.
  const [enrolledAtSignIn] = useState(issuedRecoveryCodes.read);
  useEffect(() => {
    if (enrolledAtSignIn) issuedRecoveryCodes.forget();
  }, [enrolledAtSignIn]);
  const load = useCallback(() => {
    twoFactorStatus().then(setStatus, (error) => notify(messageOf(error), { type: 'error' }));
  }, [notify]);
  useEffect(load, [load]);
  // Codes of an enrolment made on this page: shown under the status read again, which now says "on".
  const [issued, setIssued] = useState<string[] | null>(null);
  const enrolled = useCallback(
    (codes: string[]) => {
      setIssued(codes);
      load();
    },
    [load],
  );

  return (
    <Card sx={{ mt: 2, maxWidth: 640 }}>
      <Title title={translate('twoFactor.title')} />
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h6" component="h1">
            {translate('twoFactor.title')}
          </Typography>
          {status && (
            <Typography role="status">
              {translate(status.enabled ? 'twoFactor.is_on' : 'twoFactor.is_off', { count: status.recoveryCodesLeft })}
              {status.required && ` ${translate('twoFactor.required_by_tenant')}`}
            </Typography>
          )}
          {enrolledAtSignIn && <RecoveryCodeList codes={enrolledAtSignIn} />}
          {issued && (
            <>
              <RecoveryCodeList codes={issued} />
              <Button variant="contained" onClick={() => setIssued(null)} sx={{ alignSelf: 'flex-start' }}>
                {translate('twoFactor.done')}
              </Button>
            </>
          )}
          {status && !status.enabled && !issued && <EnrolTwoFactor onEnrolled={enrolled} />}
          {status?.enabled && <DisableTwoFactor onDisabled={load} />}
          {permissions === 'Admin' && typeof identity?.tenantId === 'string' && (
            <>
              <TenantTwoFactorPolicy tenantId={identity.tenantId} />
              <Button component={Link} to={ssoSettingsPath(identity.tenantId)} sx={{ alignSelf: 'flex-start' }}>
                {translate('sso.manage')}
              </Button>
            </>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
