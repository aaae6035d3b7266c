import type { FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { Db, Queryable } from '../db/engine';
import type { Caller } from '../auth/tenancy';
import { insertAuditEntry, type AuditRecord } from '../repos/auditLog';
import { normalizeEmail, userByEmail } from '../repos/users';

/**
 * `write`: the handler's queries and its entry commit together, or neither (a failed write leaves none).
 * `credentials`: sign-in and password calls, recorded after they end, failed ones too (their failures
 * are written by the throttle and must stay); `none`: not recorded.
 */
type AuditMode = 'write' | 'credentials' | 'none';

interface AuditedOperation {
  mode: AuditMode;
  /** The path without its parameters: `geofences`, `sensors/models`, `alert/AlertTrigger`. */
  objectType: string;
  /** The read of the same path (`getGeofence` for `updateGeofence`), which gives the record before the write. */
  read?: string;
}

type Contract = { paths: Record<string, Record<string, { operationId?: string; 'x-audit'?: AuditMode }>> };

/** The operations the audit log records: every one but the GETs, as the contract's `x-audit` says. */
export function auditedOperations(contract: Record<string, unknown>): Map<string, AuditedOperation> {
  const audited = new Map<string, AuditedOperation>();
  for (const [path, item] of Object.entries((contract as Contract).paths)) {
    const objectType = path
      .split('/')
      .filter((part) => part && !part.startsWith('{'))
      .join('/');
    const read = item.get?.operationId;
    for (const [method, operation] of Object.entries(item)) {
      if (method === 'get' || !operation.operationId) continue;
      const mode = operation['x-audit'] ?? 'write';
      // Only changes and deletions of a record have a before; a POST creates or acts.
      audited.set(operation.operationId, { mode, objectType, read: method === 'post' ? undefined : read });
    }
  }
  return audited;
}

const secretKey = /password|secret|token|hash|recoverycodes|^key$|code$/i;

/** A copy with every secret's value replaced: the log must not become a second place to steal them. */
export function maskSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(maskSecrets);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      secretKey.test(key) && inner !== null && inner !== undefined ? '***' : maskSecrets(inner),
    ]),
  );
}

type Answer = Record<string, unknown> | undefined;
const asRecord = (value: unknown): Answer =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
/** The record an answer is about: itself, or the one it wraps (`{ user, temporaryPassword }`). */
const recordIn = (value: unknown): Answer => {
  const answer = asRecord(value);
  return answer && !('id' in answer)
    ? (Object.values(answer)
        .map(asRecord)
        .find((inner) => inner && 'id' in inner) ?? answer)
    : answer;
};
const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : null);

/** What a handler sent itself, as a record: its JSON text parsed. */
const parsed = (payload: unknown) => (typeof payload === 'string' ? (JSON.parse(payload) as unknown) : payload);

/** A reply that keeps what a handler sends itself (some reads answer JSON the database wrote). */
function capturingReply(): FastifyReply & { captured?: unknown } {
  const reply = {
    header: () => reply,
    type: () => reply,
    code: () => reply,
    send: (payload: unknown) => {
      reply.captured = parsed(payload);
      return reply;
    },
  } as unknown as FastifyReply & { captured?: unknown };
  return reply;
}

/**
 * Wraps the handlers of audited operations: the one place every write through the API passes.
 * `readers` are the handlers of the reads that give a record's state before its write.
 */
export function auditTrail(db: Db, audited: Map<string, AuditedOperation>, readers: Record<string, unknown>) {
  /** The record as its read answers it now; null when there is none (or the read needs more than the id). */
  async function readBefore(read: string | undefined, request: FastifyRequest): Promise<unknown> {
    const reader = read ? (readers[read] as RouteHandlerMethod | undefined) : undefined;
    if (!reader) return null;
    try {
      const reply = capturingReply();
      const answer: unknown = await reader.call(undefined as never, request, reply);
      return answer === reply ? reply.captured : answer;
    } catch {
      return null;
    }
  }

  /**
   * Who made the call. A caller's e-mail (or a tenant key's name) is read by the entry's own insert, which saves
   * a round trip on every write.
   */
  async function actorOf(
    caller: Caller | undefined,
    request: FastifyRequest,
  ): Promise<{ caller: Caller | undefined; email: string | null }> {
    if (caller) return { caller, email: null };
    // A call without a token (sign-in, password reset) names its account in the body or the query.
    const named = asRecord(request.body)?.email ?? asRecord(request.body)?.login ?? asRecord(request.query)?.loginEmail;
    if (typeof named !== 'string') return { caller: undefined, email: null };
    const email = normalizeEmail(named);
    const user = await userByEmail(db, email);
    return { caller: user ? { userId: user.id, role: user.role, tenantId: user.tenant_id } : undefined, email };
  }

  /** Who made the call, as the entry names them; read before a write begins its transaction. */
  type Actor = Awaited<ReturnType<typeof actorOf>>;

  async function recordWrite(
    tx: Queryable,
    operationId: string,
    operation: AuditedOperation,
    request: FastifyRequest,
    { caller, email }: Actor,
    change: { before: unknown; after: unknown },
  ) {
    const before = recordIn(change.before);
    const after = recordIn(change.after);
    const params = asRecord(request.params);
    const objectId = text(params?.id) ?? text(after?.id) ?? text(before?.id);
    // A tenant's own record and settings belong in that tenant's log, whoever changed them.
    const ownTenant = operation.objectType.startsWith('tenants') ? objectId : null;
    const entry: AuditRecord = {
      tenantId: ownTenant ?? text(after?.tenantId) ?? text(before?.tenantId) ?? caller?.tenantId ?? null,
      actorUserId: caller && (!caller.keyId || caller.personalKey) ? caller.userId : null,
      actorKeyId: caller?.keyId ?? null,
      actorEmail: email,
      actorRole: caller?.role ?? null,
      signInMethod: caller ? (caller.signInMethod ?? 'password') : null,
      action: operationId,
      objectType: operation.objectType,
      objectId,
      objectName: text(after?.name) ?? text(before?.name) ?? text(after?.email) ?? text(before?.email) ?? text(after?.what),
      before: maskSecrets(change.before ?? null),
      after: maskSecrets(change.after ?? null),
      address: request.ip ?? null,
      userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
    };
    await insertAuditEntry(tx, entry);
  }

  /** What the write left: the record it answers, or what was asked when it answers only a message. */
  const afterWrite = (request: FastifyRequest, answer: unknown) => {
    if (request.method === 'DELETE') return null;
    const record = asRecord(answer);
    return record && !(Object.keys(record).length === 1 && 'message' in record) ? answer : (request.body ?? null);
  };

  return function throughAudit(operationId: string, handler: RouteHandlerMethod): RouteHandlerMethod {
    const operation = audited.get(operationId);
    if (!operation || operation.mode === 'none') return handler;
    if (operation.mode === 'credentials') {
      return async function credentialsAudited(this: unknown, request, reply) {
        // After the call: a sign-in names its caller only once it has signed them in.
        const record = async (after: unknown) =>
          recordWrite(db, operationId, operation, request, await actorOf((request as { caller?: Caller }).caller, request), {
            before: null,
            after,
          });
        try {
          const answer: unknown = await handler.call(this as never, request, reply);
          await record({ outcome: 'succeeded' });
          return answer;
        } catch (error) {
          await record({ outcome: 'failed', status: (error as { statusCode?: number }).statusCode ?? 500 });
          throw error;
        }
      };
    }
    return async function writeAudited(this: unknown, request, reply) {
      // Read before the transaction begins, so that it holds the rows it writes no longer than the write itself does.
      const [before, actor] = await Promise.all([
        readBefore(operation.read, request),
        actorOf((request as { caller?: Caller }).caller, request),
      ]);
      // A handler that sends its answer itself (assets: JSON the database wrote) is held until the commit. It
      // gets a stand-in for the reply back: the reply itself is a promise of the answer sent, and would wait forever.
      const send = reply.send;
      const standIn = {};
      let held: { payload: unknown } | undefined;
      reply.send = ((payload?: unknown) => {
        held = { payload };
        return standIn;
      }) as never;
      let answer: unknown;
      try {
        answer = await db.atomically(async (tx) => {
          const answered: unknown = await handler.call(this as never, request, reply);
          const record = answered === standIn ? parsed(held?.payload) : answered;
          // On the transaction itself, not in a savepoint: a failed entry fails the write.
          await recordWrite(tx, operationId, operation, request, actor, { before, after: afterWrite(request, record) });
          return answered;
        });
      } finally {
        reply.send = send;
      }
      return held ? reply.send(held.payload) : answer;
    };
  };
}
