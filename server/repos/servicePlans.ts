import sql, { join, raw, type Sql } from 'sql-template-tag';
import type { Schema } from '../contract';
import type { Db, Queryable } from '../db/engine';
import { assertSameTenant, assetScope, findOwned, tenantScope, type Caller } from '../auth/tenancy';
import { badRequest } from '../http/errors';
import { listRows, mapPage, searchCondition, type ListParams, type Page } from '../http/listQuery';
import { sortableFields } from '../http/sortFields';
import { serviceDue, type ServiceDue, type ServiceState } from '../../src/domain/serviceDue';
import { forgetCounts } from './countCache';
import { insertRow, optionalText, updateRow } from './rowWrites';
import type { TenantRecordSpec } from './tenantRecords';

export interface ServicePlanRow {
  id: string;
  tenant_id: string;
  name: string;
  asset_id: string | null;
  asset_name: string | null;
  model_id: string | null;
  model_name: string | null;
  every_km: number | null;
  due_soon_km: number;
  every_engine_hours: number | null;
  due_soon_engine_hours: number;
  every_days: number | null;
  every_months: number | null;
  due_soon_days: number;
  created_at: Date;
  updated_at: Date;
}

export const toServicePlan = (row: ServicePlanRow): Schema<'ServicePlan'> => ({
  id: row.id,
  tenantId: row.tenant_id,
  name: row.name,
  assetId: row.asset_id,
  assetName: row.asset_name,
  modelId: row.model_id,
  modelName: row.model_name,
  everyKm: row.every_km,
  dueSoonKm: row.due_soon_km,
  everyEngineHours: row.every_engine_hours,
  dueSoonEngineHours: row.due_soon_engine_hours,
  everyDays: row.every_days,
  everyMonths: row.every_months,
  dueSoonDays: row.due_soon_days,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

/**
 * A plan is on one asset or on one model, counts at least one interval and the calendar in days or in
 * months; the margins have database defaults (500 km, 10 h, 30 days) that a new plan takes when left out.
 */
async function servicePlanValues(db: Queryable, input: Schema<'ServicePlanInput'>, tenantId: string) {
  const assetId = input.assetId ?? null;
  const modelId = input.modelId ?? null;
  if ((assetId === null) === (modelId === null)) throw badRequest('assetId', 'A plan is for one asset or for one model.');
  const { everyKm = null, everyEngineHours = null, everyDays = null, everyMonths = null } = input;
  if (everyKm === null && everyEngineHours === null && everyDays === null && everyMonths === null)
    throw badRequest('everyKm', 'A plan needs at least one interval: km, engine hours, days or months.');
  if (everyDays !== null && everyMonths !== null) throw badRequest('everyMonths', 'Count the calendar in days or in months, not both.');
  await assertSameTenant(db, 'assets', assetId, tenantId, 'assetId');
  return {
    name: input.name.trim(),
    asset_id: assetId,
    model_id: modelId,
    every_km: everyKm,
    every_engine_hours: everyEngineHours,
    every_days: everyDays,
    every_months: everyMonths,
    ...(input.dueSoonKm === undefined ? {} : { due_soon_km: input.dueSoonKm }),
    ...(input.dueSoonEngineHours === undefined ? {} : { due_soon_engine_hours: input.dueSoonEngineHours }),
    ...(input.dueSoonDays === undefined ? {} : { due_soon_days: input.dueSoonDays }),
  };
}

export const servicePlanRecords: TenantRecordSpec<ServicePlanRow, Schema<'ServicePlan'>, Schema<'ServicePlanInput'>> = {
  table: 'service_plans',
  alias: 'sp',
  what: 'Service plan',
  columns: sql`sp.id, sp.tenant_id, sp.name, sp.asset_id, pa.name as asset_name, sp.model_id, pm.name as model_name, sp.every_km,
    sp.due_soon_km, sp.every_engine_hours, sp.due_soon_engine_hours, sp.every_days, sp.every_months, sp.due_soon_days,
    sp.created_at, sp.updated_at`,
  from: sql`service_plans sp left join assets pa on pa.id = sp.asset_id left join asset_models pm on pm.id = sp.model_id`,
  toRecord: toServicePlan,
  values: servicePlanValues,
  search: ['sp.name', 'pa.name', 'pm.name'],
  // A user limited to asset groups sees the plans of its assets, and those of models (which name no asset).
  reach: (caller) => sql`(sp.asset_id is null or ${assetScope(caller, 'sp.asset_id')})`,
  sortable: sortableFields<'listServicePlans'>({
    name: 'sp.name',
    assetName: 'pa.name',
    modelName: 'pm.name',
    everyKm: 'sp.every_km',
    everyEngineHours: 'sp.every_engine_hours',
    createdAt: 'sp.created_at',
    updatedAt: 'sp.updated_at',
  }),
};

/** How far back an asset's latest odometer and engine hours are looked for. */
const readingDays = 31;

/** The latest number among the attributes (each as `value / divisor`), in the asset's positions of the last days before `now`. */
const latestReading = (assetId: Sql, now: Sql, attributes: [name: string, divisor: number][]) => {
  const typed = (name: string) => sql`jsonb_typeof(p.attributes -> ${name}) = 'number'`;
  const value = join(
    attributes.map(([name, divisor]) => sql`case when ${typed(name)} then (p.attributes ->> ${name}) :: float8 / ${divisor} end`),
    ', ',
  );
  return sql`(select coalesce(${value}) from positions p where p.asset_id = ${assetId}
    and p.time > ${now} :: timestamptz - make_interval(days => ${readingDays}) and p.time <= ${now} :: timestamptz
    and (${join(
      attributes.map(([name]) => typed(name)),
      ' or ',
    )}) order by p.time desc limit 1)`;
};
/** The odometer in km (ingestion stores it so); engine hours from `hours`, else Teltonika's IO 449 (seconds), IO 102 or 103 (minutes). */
const odometerReading = (assetId: Sql, now: Sql) => latestReading(assetId, now, [['odometer', 1]]);
const engineHoursReading = (assetId: Sql, now: Sql) =>
  latestReading(assetId, now, [
    ['hours', 1],
    ['io449', 3600],
    ['io102', 60],
    ['io103', 60],
  ]);

/**
 * Engine hours counted from the ignition, for assets whose device has no counter: the time between a
 * position with `ignition` true and the next, since `since` (at most a year back), silences longer than
 * 5 minutes (TRIP_STOP_MINUTES' default, as the fuel report counts them) counting as none.
 */
const ignitionGapSeconds = 5 * 60;
const ignitionHoursSince = (
  assetId: Sql,
  since: Sql,
  now: Sql,
) => sql`(select (coalesce(sum(extract(epoch from s.next_time - s.time)), 0) / 3600) :: float8
    from (select p.time, lead(p.time) over (order by p.time) as next_time, p.attributes -> 'ignition' = 'true' :: jsonb as ignition
      from positions p where p.asset_id = ${assetId}
      and p.time >= greatest(${since}, ${now} :: timestamptz - interval '366 days') and p.time <= ${now} :: timestamptz) s
    where s.ignition and s.next_time - s.time <= make_interval(secs => ${ignitionGapSeconds}))`;

/** The asset's latest readings before `now`. */
export async function assetReadings(
  db: Queryable,
  assetId: string,
  now: Date,
): Promise<{ odometerKm: number | null; engineHours: number | null }> {
  const at = now.toISOString();
  const [row] = await db.query<{ odometer_km: number | null; engine_hours: number | null }>(
    sql`select ${odometerReading(sql`${assetId} :: uuid`, sql`${at}`)} as odometer_km, ${engineHoursReading(sql`${assetId} :: uuid`, sql`${at}`)} as engine_hours`,
  );
  return { odometerKm: row.odometer_km, engineHours: row.engine_hours };
}

/** One plan on one asset, with the baseline its counters run from, the readings now and the state last stored. */
interface PlanPairRow {
  plan_id: string;
  plan_name: string;
  asset_id: string;
  asset_name: string;
  tenant_id: string;
  latitude: number | null;
  longitude: number | null;
  every_km: number | null;
  due_soon_km: number;
  every_engine_hours: number | null;
  due_soon_engine_hours: number;
  every_days: number | null;
  every_months: number | null;
  due_soon_days: number;
  plan_created_at: Date;
  serviced_on: string | null;
  base_odometer_km: number | null;
  base_engine_hours: number | null;
  odometer_km: number | null;
  engine_hours: number | null;
  /** Engine hours counted from the ignition since the baseline, when the device reports none and the plan counts hours. */
  ignition_hours: number | null;
  stored_state: ServiceState | null;
}

/** A plan's state on one asset at `now`, as the contract answers it, and what it was last stored as. */
export interface JudgedPlan {
  state: Schema<'ServicePlanState'>;
  due: ServiceDue;
  tenantId: string;
  storedState: ServiceState | null;
  point: { latitude: number; longitude: number } | null;
}

const judged = (row: PlanPairRow, now: Date): JudgedPlan => {
  // Without the device's counter, the hours are the baseline's (an hour meter read at the service, else 0) plus the ignition's since.
  const engineHours = row.engine_hours ?? (row.ignition_hours === null ? null : (row.base_engine_hours ?? 0) + row.ignition_hours);
  const due = serviceDue(
    {
      everyKm: row.every_km,
      dueSoonKm: row.due_soon_km,
      everyEngineHours: row.every_engine_hours,
      dueSoonEngineHours: row.due_soon_engine_hours,
      everyDays: row.every_days,
      everyMonths: row.every_months,
      dueSoonDays: row.due_soon_days,
    },
    // Without a service yet, the counters run from the plan's creation at 0 km and 0 h.
    row.serviced_on
      ? { date: row.serviced_on, odometerKm: row.base_odometer_km, engineHours: row.base_engine_hours }
      : { date: row.plan_created_at.toISOString(), odometerKm: null, engineHours: null },
    { at: now, odometerKm: row.odometer_km, engineHours },
  );
  return {
    state: {
      planId: row.plan_id,
      planName: row.plan_name,
      assetId: row.asset_id,
      assetName: row.asset_name,
      ...due,
      odometerKm: row.odometer_km,
      engineHours: engineHours === null ? null : Math.round(engineHours * 1000) / 1000,
      lastServicedOn: row.serviced_on,
    },
    due,
    tenantId: row.tenant_id,
    storedState: row.stored_state,
    point: row.latitude === null || row.longitude === null ? null : { latitude: row.latitude, longitude: row.longitude },
  };
};

/** Every plan on every asset it covers (its own asset, or the tenant's assets of its model) where `condition` holds, judged at `now`. */
export async function judgePlans(db: Queryable, condition: Sql, now: Date): Promise<JudgedPlan[]> {
  const at = now.toISOString();
  const rows = await db.query<PlanPairRow>(sql`select sp.id as plan_id, sp.name as plan_name, a.id as asset_id, a.name as asset_name,
      a.tenant_id, ap.latitude, ap.longitude, sp.every_km, sp.due_soon_km, sp.every_engine_hours, sp.due_soon_engine_hours, sp.every_days,
      sp.every_months, sp.due_soon_days, sp.created_at as plan_created_at, to_char(r.serviced_on, 'YYYY-MM-DD') as serviced_on,
      r.odometer_km as base_odometer_km, r.engine_hours as base_engine_hours,
      rd.odometer_km, rd.engine_hours, ic.hours as ignition_hours, st.state as stored_state
    from service_plans sp
    join assets a on a.tenant_id = sp.tenant_id and (a.id = sp.asset_id or a.model_id = sp.model_id)
    left join asset_positions ap on ap.asset_id = a.id
    left join lateral (select r.serviced_on, r.odometer_km, r.engine_hours from service_records r
      where r.plan_id = sp.id and r.asset_id = a.id order by r.serviced_on desc, r.created_at desc limit 1) r on true
    cross join lateral (select ${odometerReading(sql`a.id`, sql`${at}`)} as odometer_km,
      ${engineHoursReading(sql`a.id`, sql`${at}`)} as engine_hours) rd
    left join lateral (select ${ignitionHoursSince(sql`a.id`, sql`coalesce(r.serviced_on :: timestamp at time zone 'UTC', sp.created_at)`, sql`${at}`)} as hours) ic
      on sp.every_engine_hours is not null and rd.engine_hours is null
    left join service_plan_states st on st.plan_id = sp.id and st.asset_id = a.id
    where ${condition}
    order by a.id, sp.id`);
  return rows.map((row) => judged(row, now));
}

/** Every plan on the asset, its own and its model's, judged at `now`. */
export const judgePlansOfAsset = (db: Queryable, assetId: string, now: Date) => judgePlans(db, sql`a.id = ${assetId}`, now);

/** Stores the states just judged (the due list reads them; the next change alerts). */
export async function saveServiceStates(db: Queryable, plans: JudgedPlan[], now: Date): Promise<void> {
  if (!plans.length) return;
  const rows = plans.map(({ state, tenantId }) => ({
    plan_id: state.planId,
    asset_id: state.assetId,
    tenant_id: tenantId,
    state: state.state,
    measure: state.measure,
    due_odometer_km: state.dueOdometerKm,
    due_engine_hours: state.dueEngineHours,
    due_date: state.dueDate,
    remaining_km: state.remainingKm,
    remaining_engine_hours: state.remainingEngineHours,
    remaining_days: state.remainingDays,
  }));
  await db.query(sql`insert into service_plan_states (plan_id, asset_id, tenant_id, state, measure, due_odometer_km, due_engine_hours,
      due_date, remaining_km, remaining_engine_hours, remaining_days, changed_at)
    select r.*, ${now.toISOString()} :: timestamptz from jsonb_to_recordset(${JSON.stringify(rows)} :: jsonb) as r(plan_id uuid, asset_id uuid,
      tenant_id uuid, state text, measure text, due_odometer_km float8, due_engine_hours float8, due_date date, remaining_km float8,
      remaining_engine_hours float8, remaining_days integer)
    on conflict (plan_id, asset_id) do update set state = excluded.state, measure = excluded.measure,
      due_odometer_km = excluded.due_odometer_km, due_engine_hours = excluded.due_engine_hours, due_date = excluded.due_date,
      remaining_km = excluded.remaining_km, remaining_engine_hours = excluded.remaining_engine_hours,
      remaining_days = excluded.remaining_days,
      changed_at = case when service_plan_states.state = excluded.state then service_plan_states.changed_at else excluded.changed_at end`);
}

/** Overdue first, then due soon, then ok, in ascending order. */
const stateRank = (column: string) => `case ${column} when 'overdue' then 0 when 'dueSoon' then 1 else 2 end`;

/** Each plan's state on one asset, judged now, sorted and paged as a list. */
export function pageOfStates(states: Schema<'ServicePlanState'>[], params: ListParams): Page<Schema<'ServicePlanState'>> {
  const rank: Record<ServiceState, number> = { overdue: 0, dueSoon: 1, ok: 2 };
  const key = (state: Schema<'ServicePlanState'>): string | number =>
    params.sort === 'planName' ? state.planName.toLowerCase() : params.sort === 'dueDate' ? (state.dueDate ?? '9999') : rank[state.state];
  const direction = params.order?.toLowerCase() === 'desc' ? -1 : 1;
  const sorted = [...states].sort((a, b) => direction * (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0) || (a.planId < b.planId ? -1 : 1));
  if (params.pageNumber === undefined && params.pageSize === undefined) return { rows: sorted, total: sorted.length };
  const size = params.pageSize ?? 25;
  const offset = ((params.pageNumber ?? 1) - 1) * size;
  return { rows: sorted.slice(offset, offset + size), total: sorted.length };
}

interface DueRow {
  plan_id: string;
  plan_name: string;
  asset_id: string;
  asset_name: string;
  state: ServiceState;
  measure: Schema<'ServiceMeasure'> | null;
  due_odometer_km: number | null;
  due_engine_hours: number | null;
  due_date: string | null;
  remaining_km: number | null;
  remaining_engine_hours: number | null;
  remaining_days: number | null;
}

/** What is due soon or overdue in the caller's tenant, as the timed-alerts job last stored it. */
export async function listServiceDue(
  db: Queryable,
  caller: Caller,
  params: ListParams & { tenantId?: string },
  maxRows: number,
): Promise<Page<Schema<'ServicePlanState'>>> {
  const page = await listRows<DueRow>(
    db,
    {
      columns: sql`st.plan_id || ':' || st.asset_id as id, st.plan_id, sp.name as plan_name, st.asset_id, a.name as asset_name, st.state, st.measure,
        st.due_odometer_km, st.due_engine_hours, to_char(st.due_date, 'YYYY-MM-DD') as due_date, st.remaining_km,
        st.remaining_engine_hours, st.remaining_days, ${raw(stateRank('st.state'))} as state_rank`,
      from: sql`service_plan_states st join service_plans sp on sp.id = st.plan_id join assets a on a.id = st.asset_id`,
      where: [
        sql`st.state <> 'ok'`,
        tenantScope(caller, 'st.tenant_id', params.tenantId),
        assetScope(caller, 'st.asset_id'),
        ...searchCondition(params.query, ['sp.name', 'a.name']),
      ],
      sortable: sortableFields<'listServiceDue'>({
        state: 'state_rank',
        assetName: 'asset_name',
        planName: 'plan_name',
        dueDate: 'due_date',
      }),
      defaultSort: 'state',
    },
    params,
    maxRows,
  );
  return mapPage(page, (row) => ({
    planId: row.plan_id,
    planName: row.plan_name,
    assetId: row.asset_id,
    assetName: row.asset_name,
    state: row.state,
    measure: row.measure,
    dueOdometerKm: row.due_odometer_km,
    dueEngineHours: row.due_engine_hours,
    dueDate: row.due_date,
    remainingKm: row.remaining_km,
    remainingEngineHours: row.remaining_engine_hours,
    remainingDays: row.remaining_days,
  }));
}

interface ServiceRecordRow {
  id: string;
  tenant_id: string;
  asset_id: string;
  plan_id: string;
  plan_name: string;
  serviced_on: string;
  odometer_km: number | null;
  engine_hours: number | null;
  cost: number | null;
  notes: string | null;
  recorded_by: string | null;
  created_at: Date;
}

const toServiceRecord = (row: ServiceRecordRow): Schema<'ServiceRecord'> => ({
  id: row.id,
  tenantId: row.tenant_id,
  assetId: row.asset_id,
  planId: row.plan_id,
  planName: row.plan_name,
  servicedOn: row.serviced_on,
  odometerKm: row.odometer_km,
  engineHours: row.engine_hours,
  cost: row.cost,
  notes: row.notes,
  recordedBy: row.recorded_by,
  createdAt: row.created_at.toISOString(),
});

const recordColumns = sql`r.id, r.tenant_id, r.asset_id, r.plan_id, sp.name as plan_name, to_char(r.serviced_on, 'YYYY-MM-DD') as serviced_on,
  r.odometer_km, r.engine_hours, r.cost, r.notes, r.recorded_by, r.created_at`;
const recordFrom = sql`service_records r join service_plans sp on sp.id = r.plan_id`;

/** The services done on one asset (already known to be the caller's). */
export async function listServiceRecords(db: Queryable, assetId: string, params: ListParams, maxRows: number) {
  const page = await listRows<ServiceRecordRow>(
    db,
    {
      columns: recordColumns,
      from: recordFrom,
      where: [sql`r.asset_id = ${assetId}`, ...searchCondition(params.query, ['sp.name', 'r.notes'])],
      sortable: sortableFields<'listServiceRecords'>({
        servicedOn: 'serviced_on',
        planName: 'plan_name',
        cost: 'cost',
        createdAt: 'created_at',
      }),
      defaultSort: 'servicedOn',
    },
    params,
    maxRows,
  );
  return mapPage(page, toServiceRecord);
}

/** Whether the plan is one of the asset's own or its model's, in the asset's tenant. */
async function assertPlanOfAsset(db: Queryable, planId: string, asset: { id: string; tenant_id: string }) {
  const rows = await db.query(sql`select 1 from service_plans sp join assets a on a.id = ${asset.id}
    where sp.id = ${planId} and sp.tenant_id = ${asset.tenant_id} and (sp.asset_id = a.id or sp.model_id = a.model_id)`);
  if (!rows.length) throw badRequest('planId', 'Is not a plan of this asset.');
}

/** One service record of the caller's tenant, on an asset the caller may see; 404 otherwise. */
const findServiceRecord = (db: Queryable, caller: Caller, id: string) =>
  findOwned<ServiceRecordRow>(
    db,
    sql`select ${recordColumns} from ${recordFrom} where r.id = ${id} and ${tenantScope(caller, 'r.tenant_id')} and ${assetScope(caller, 'r.asset_id')}`,
    'Service record',
  );

/** Judges the plan on the asset again and stores it, so that the due list and the next alert follow the records as they now are. */
const rejudge = async (db: Queryable, planId: string, assetId: string, now: Date) =>
  saveServiceStates(db, await judgePlans(db, sql`sp.id = ${planId} and a.id = ${assetId}`, now), now);

/**
 * Records a service on the asset; a reading left out is the asset's latest. The plan's stored state is
 * judged again at once, so that what was due is closed and its next episode alerts again.
 */
export async function createServiceRecord(
  db: Db,
  asset: { id: string; tenant_id: string },
  input: Schema<'ServiceRecordInput'>,
  recordedBy: string | null,
  now: Date,
): Promise<Schema<'ServiceRecord'>> {
  await assertPlanOfAsset(db, input.planId, asset);
  const readings = input.odometerKm === undefined || input.engineHours === undefined ? await assetReadings(db, asset.id, now) : null;
  const id = await db.transaction(async (tx) => {
    const written = await insertRow(tx, 'service_records', {
      tenant_id: asset.tenant_id,
      asset_id: asset.id,
      plan_id: input.planId,
      serviced_on: input.servicedOn,
      odometer_km: input.odometerKm === undefined ? readings?.odometerKm : input.odometerKm,
      engine_hours: input.engineHours === undefined ? readings?.engineHours : input.engineHours,
      cost: input.cost ?? null,
      notes: optionalText(input.notes),
      recorded_by: recordedBy,
    });
    await rejudge(tx, input.planId, asset.id, now);
    return written;
  });
  forgetCounts(db);
  return toServiceRecord(
    await findOwned<ServiceRecordRow>(db, sql`select ${recordColumns} from ${recordFrom} where r.id = ${id}`, 'Service record'),
  );
}

/**
 * Corrects a service record (a reading left out keeps the record's own); the plans it was and is now for
 * are judged again at once, as their counters may now run from another record.
 */
export async function updateServiceRecord(
  db: Db,
  caller: Caller,
  id: string,
  input: Schema<'ServiceRecordInput'>,
  now: Date,
): Promise<Schema<'ServiceRecord'>> {
  const record = await findServiceRecord(db, caller, id);
  const asset = { id: record.asset_id, tenant_id: record.tenant_id };
  await assertPlanOfAsset(db, input.planId, asset);
  await db.transaction(async (tx) => {
    await updateRow(tx, 'service_records', id, {
      plan_id: input.planId,
      serviced_on: input.servicedOn,
      ...(input.odometerKm === undefined ? {} : { odometer_km: input.odometerKm }),
      ...(input.engineHours === undefined ? {} : { engine_hours: input.engineHours }),
      cost: input.cost ?? null,
      notes: optionalText(input.notes),
    });
    for (const planId of new Set([record.plan_id, input.planId])) await rejudge(tx, planId, asset.id, now);
  });
  return toServiceRecord(await findServiceRecord(db, caller, id));
}

/** Deletes a service record; its plan's counters run again from the record before it, or from the plan's start. */
export async function deleteServiceRecord(db: Db, caller: Caller, id: string, now: Date): Promise<void> {
  const record = await findServiceRecord(db, caller, id);
  await db.transaction(async (tx) => {
    await tx.query(sql`delete from service_records where id = ${id}`);
    await rejudge(tx, record.plan_id, record.asset_id, now);
  });
  forgetCounts(db);
}

/**
 * What each of `assetIds` spent on service in the period: the costs of its records whose day (at 00:00 UTC)
 * falls within it. An asset without such records is absent.
 */
export async function serviceCostsIn(
  db: Queryable,
  caller: Caller,
  tenantId: string,
  assetIds: readonly string[],
  period: { from: Date; to: Date },
): Promise<Map<string, number>> {
  const rows = await db.query<{ asset_id: string; cost: number }>(sql`select asset_id, sum(coalesce(cost, 0))::float8 as cost
    from service_records
    where ${tenantScope(caller, 'tenant_id', tenantId)} and asset_id = any(${[...assetIds]}::uuid[])
      and serviced_on::timestamp at time zone 'UTC' >= ${period.from} and serviced_on::timestamp at time zone 'UTC' < ${period.to}
    group by asset_id`);
  return new Map(rows.map((row) => [row.asset_id, row.cost]));
}
