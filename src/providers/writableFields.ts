import type { components, operations } from '../api/schema';

type Schemas = components['schemas'];

/** The fields a write may send, in the contract's order. */
export type WritableFields = readonly string[];

/**
 * Every field of an input schema, listed once: the compiler rejects a missing or unknown field,
 * so these lists follow the contract when it changes.
 */
const fieldsOf = <Input>(fields: { [K in keyof Required<Input>]: true }): WritableFields => Object.keys(fields);

export const writableFields = {
  asset: fieldsOf<Schemas['AssetInput']>({
    name: true,
    plateNumber: true,
    vin: true,
    tags: true,
    purchaseDate: true,
    importantDates: true,
    modelId: true,
    typeId: true,
    sensorId: true,
    driverId: true,
    tenantId: true,
  }),
  assetModel: fieldsOf<Schemas['AssetModelInput']>({
    name: true,
    manufacturer: true,
    year: true,
    fuelType: true,
    tankLitres: true,
    description: true,
  }),
  sensor: fieldsOf<Schemas['SensorInput']>({ uniqueId: true, name: true, phone: true, modelId: true, assetId: true, tenantId: true }),
  sensorModel: fieldsOf<Schemas['SensorModelInput']>({
    name: true,
    manufacturer: true,
    protocol: true,
    greenDrivingUnit: true,
    fuelSensor: true,
    description: true,
  }),
  user: fieldsOf<Schemas['UserCreate']>({
    email: true,
    fullName: true,
    phone: true,
    role: true,
    tenantId: true,
    password: true,
    groupIds: true,
  }),
  driver: fieldsOf<Schemas['DriverInput']>({
    name: true,
    licenceNumber: true,
    licenceExpiry: true,
    phone: true,
    email: true,
    assetId: true,
    keys: true,
    allowedAssetIds: true,
    tenantId: true,
  }),
  geofence: fieldsOf<Schemas['GeofenceInput']>({
    name: true,
    description: true,
    color: true,
    shape: true,
    points: true,
    center: true,
    radiusMeters: true,
    widthMeters: true,
    geoFenceSource: true,
    tenantId: true,
  }),
  assetGroup: fieldsOf<Schemas['AssetGroupInput']>({ name: true, parentId: true, assetIds: true, tenantId: true }),
  place: fieldsOf<Schemas['PlaceInput']>({ name: true, category: true, icon: true, location: true, radiusMeters: true, tenantId: true }),
  servicePlan: fieldsOf<Schemas['ServicePlanInput']>({
    name: true,
    assetId: true,
    modelId: true,
    everyKm: true,
    dueSoonKm: true,
    everyEngineHours: true,
    dueSoonEngineHours: true,
    everyDays: true,
    everyMonths: true,
    dueSoonDays: true,
    tenantId: true,
  }),
  alert: fieldsOf<Schemas['AlertUpdate']>({ isRead: true }),
  alertRule: fieldsOf<Schemas['AlertTriggerInput']>({
    name: true,
    type: true,
    geofenceId: true,
    event: true,
    speedLimitKmh: true,
    assetIds: true,
    groupId: true,
    recipients: true,
    enabled: true,
    tenantId: true,
    ignitionEvent: true,
    durationMinutes: true,
    alarms: true,
    batteryPercent: true,
    odometerKm: true,
    engineHours: true,
    importantDateTitle: true,
    daysBefore: true,
    schedule: true,
  }),
  webhook: fieldsOf<Schemas['WebhookInput']>({ name: true, url: true, secret: true, alertTypes: true, enabled: true, tenantId: true }),
  apiKey: fieldsOf<Schemas['ApiKeyInput']>({ name: true, role: true, expiresAt: true, allowedAddresses: true, tenantId: true }),
  personalApiKey: fieldsOf<Schemas['PersonalApiKeyInput']>({ name: true, role: true, expiresAt: true, allowedAddresses: true }),
  tenant: fieldsOf<Schemas['TenantInput']>({ name: true, contactName: true, contactEmail: true, contactPhone: true, address: true }),
};

/** The JSON body an operation of the contract takes. */
export type RequestBody<Id extends keyof operations> = operations[Id] extends {
  requestBody?: { content: { 'application/json': infer Body } };
}
  ? Body
  : never;

/**
 * The body of a write: the listed fields the record has (inputs already turn cleared text into null).
 * The form's values are taken as the operation's input without a check of their own: the server
 * validates every body against the contract and answers 400 per field.
 */
export const writeBody = <Body>(record: Record<string, unknown>, fields: WritableFields): Body =>
  Object.fromEntries(fields.filter((field) => record[field] !== undefined).map((field) => [field, record[field]])) as Body;
