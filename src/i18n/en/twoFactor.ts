import type { MessageTree } from '../types';

/** Two-factor sign-in: the sign-in step, the settings page and the tenant policy. */
const twoFactor = {
  twoFactor: {
    menu: 'Two-factor sign-in',
    title: 'Two-factor sign-in',
    is_on: 'Two-factor sign-in is on. Recovery codes left: %{count}.',
    is_off: 'Two-factor sign-in is off.',
    required_by_tenant: 'Your organisation requires it.',
    turn_on: 'Turn on two-factor sign-in',
    scan: 'Scan this QR code with an authenticator app, or enter the key by hand.',
    secret: 'Key:',
    qr_alt: 'QR code of the two-factor key',
    code: 'Code from the app',
    code_or_recovery: 'Code from the app or a recovery code',
    code_or_password: 'Current code or your password',
    confirm: 'Confirm',
    verify: 'Verify',
    done: 'Done',
    recovery_title: 'Recovery codes',
    recovery_intro: 'Keep these recovery codes somewhere safe. Each signs you in once without the app; they are shown only now.',
    turn_off: 'Turn off',
    turned_off: 'Two-factor sign-in is off.',
    code_intro: 'Enter the code from your authenticator app, or a recovery code.',
    enrol_required: 'Your organisation requires two-factor sign-in. Add this key to an authenticator app, then enter its code.',
    tenant_required: 'Require two-factor sign-in for all users of my organisation',
  },
} satisfies MessageTree;

export default twoFactor;
