import type { MessageTree } from '../types';

/** The webhooks screen: where alerts are POSTed, signed, and each one's delivery log. */
const webhooks = {
  resources: {
    webhooks: {
      name: 'Webhook |||| Webhooks',
      fields: {
        name: 'Name',
        url: 'URL',
        secret: 'Signing secret',
        alertTypes: 'Alert types',
        enabled: 'Active',
        createdAt: 'Created',
      },
      sections: { receiver: 'Receiver', alerts: 'Alerts sent' },
      help: {
        url: 'Each alert is POSTed here as JSON.',
        url_https: 'Use an https URL (plain http only to this machine).',
        url_invalid: 'Enter a whole URL, such as https://example.com/hooks/fleet.',
        secret_new: 'Copy it to the receiver now: it is never shown again. It signs every call (X-Fleet-Signature).',
        secret_again: "The secret is never shown: enter the receiver's current one to keep it, or a new one.",
        enabled: 'Off: no alert is sent.',
        alertTypes: 'None ticked: every alert type.',
      },
      action: { new_secret: 'Make a new secret' },
      all_types: 'All alert types',
      deliveries: {
        title: 'Delivery log',
        empty: 'Nothing sent yet.',
        columns: { time: 'Time', alertType: 'Alert type', responseStatus: 'Status code', attempts: 'Attempts', outcome: 'Outcome' },
        statuses: { pending: 'Pending', delivered: 'Delivered', failed: 'Failed' },
      },
    },
  },
} satisfies MessageTree;

export default webhooks;
