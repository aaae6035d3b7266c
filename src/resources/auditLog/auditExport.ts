import type { CsvTable } from '../../kit/csv';
import type { components } from '../../api/schema';

export type AuditEntry = components['schemas']['AuditEntry'];

const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

/** The entries as a table to export: one row each, the record before and after as JSON. */
export const auditTable = (entries: AuditEntry[]): CsvTable => ({
  header: [
    'at',
    'tenantId',
    'actorEmail',
    'actorRole',
    'signInMethod',
    'actorKeyId',
    'action',
    'objectType',
    'objectId',
    'objectName',
    'before',
    'after',
    'address',
    'userAgent',
  ],
  rows: entries.map((entry) => [
    entry.at,
    entry.tenantId,
    entry.actorEmail,
    entry.actorRole,
    entry.signInMethod,
    entry.actorKeyId,
    entry.action,
    entry.objectType,
    entry.objectId,
    entry.objectName,
    json(entry.before),
    json(entry.after),
    entry.address,
    entry.userAgent,
  ]),
});
