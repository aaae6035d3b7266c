import type { MessageTree } from '../types';

/** The audit log and API keys screens (Admins). */
const auditLog = {
  resources: {
    auditLog: {
      name: 'Audit entry |||| Audit log',
      fields: {
        at: 'Time',
        actorEmail: 'Who',
        actorRole: 'Role',
        signInMethod: 'Signed in with',
        action: 'Action',
        objectType: 'Record type',
        objectId: 'Record id',
        objectName: 'Record',
        address: 'Address',
        actor: 'E-mail of who',
        from: 'From',
        to: 'Until',
      },
      no_changes: 'No field changed.',
      changes: 'What changed',
      field: 'Field',
      before: 'Before',
      after: 'After',
    },
    myApiKeys: { name: 'Personal API key |||| Personal API keys' },
    apiKeys: {
      name: 'API key |||| API keys',
      fields: {
        name: 'Name',
        role: 'Role',
        prefix: 'Starts with',
        expiresAt: 'Expires',
        allowedAddresses: 'Allowed addresses',
        lastUsedAt: 'Last used',
        lastUsedAddress: 'Last used from',
        revokedAt: 'Revoked',
        suspendedAt: 'Suspended since',
        createdBy: 'Made by',
        createdAt: 'Made',
        owner: 'Belongs to',
      },
      sections: { key: 'Key' },
      help: {
        role: 'No higher than your own role.',
        expiresAt: 'At most two years ahead.',
        allowedAddresses: 'One IP address or CIDR range a line; empty: from anywhere.',
        personalRole: 'No higher than your own role; it never acts above the role you have when it is used.',
        personalExpiresAt: 'At most 90 days ahead.',
      },
      created: {
        title: 'API key made',
        intro: 'Give the system "%{email}" this key. It is shown only once: store it now.',
        password: 'Key',
        copy: 'Copy',
        copied: 'Key copied',
        copy_failed: 'Could not copy: select the key and copy it by hand.',
        done: 'Done',
      },
    },
  },
} satisfies MessageTree;

export default auditLog;
