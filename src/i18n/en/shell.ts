import type { MessageTree } from '../types';

/** The shell's texts; English is the source of keys and holds the spec's exact texts. */
const shell = {
  shell: {
    loading: 'Loading…',
    menu: {
      label: 'Main menu',
      dashboard: 'Dashboard',
      assets: 'Assets',
      geofences: 'Geofences',
      places: 'Places',
      alerts: 'Alerts',
      reports: 'Reports',
      devices: 'Device Management',
      pendingDevices: 'Pending devices',
      drivers: 'Drivers',
      users: 'Users Management',
      webhooks: 'Webhooks',
      apiKeys: 'API keys',
      auditLog: 'Audit log',
      tenants: 'Tenants Management',
      models: 'Models Management',
      admin: 'Administration',
    },
    login: {
      title: 'Sign in to your account',
      email: 'Email',
      password: 'Password',
      submit: 'Sign In',
      forgot: 'Forgot password?',
    },
    password: {
      change_title: 'Change Password',
      forgot_title: 'Forgot Password',
      new_intro: 'Choose a new password to finish signing in.',
      forgot_intro: 'Enter your e-mail address to receive a one-time reset code.',
      email: 'Email',
      old: 'Old Password',
      code: 'Code sent on email',
      new: 'New Password',
      confirm: 'Confirm New Password',
      send_code: 'Send Code',
      submit: 'Confirm',
      cancel: 'Cancel',
      required_old: 'Please input your Old Password!',
      required_code: 'Please input the code sent on email',
      required_new: 'Please input your New Password!',
      required_confirm: 'Please input Confirm New Password!',
      mismatch: "Password don't match!",
      code_sent: 'A one time reset code has been sent on your email',
      changed: 'Your password has been changed.',
    },
    user: {
      menu: 'User menu',
      change_password: 'Change Password',
      sign_out: 'Sign Out',
    },
    footer: '%{company} © %{year}',
    errors: {
      default: 'An error occurred.',
      no_routes: 'No routes found!',
      not_found: 'Oops, an error has occurred. Page not found!',
      server: 'Sorry, server goes wrong.',
      back: 'Back to the dashboard',
      retry: 'Try again',
    },
    dashboard: {
      title: 'Dashboard',
    },
  },
} satisfies MessageTree;

export default shell;
