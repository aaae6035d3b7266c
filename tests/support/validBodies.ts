import { accounts } from './api';

/** What a valid body may need: a fresh suffix for unique values, and records to point at. */
export interface BodyContext {
  unique: string;
  fixtureId: (kind: 'geofence' | 'asset' | 'driver' | 'servicePlan') => Promise<string>;
}

type BodyMaker = (context: BodyContext) => Record<string, unknown> | Promise<Record<string, unknown>>;

const appPackageName = 'com.fleetconsole.web';
const hourAgo = () => new Date(Date.now() - 3600_000).toISOString();

/**
 * A valid request body for each request schema of the contract, as a user of the console would
 * send it. A new schema in the contract fails the cross-cutting suites until it gets one here.
 */
const makers: Record<string, BodyMaker> = {
  LoginRequest: () => ({ email: accounts.globex.email, password: accounts.globex.password, clientId: 'web', appPackageName }),
  // Valid in form: the server answers 401 for a token it never issued.
  RefreshRequest: () => ({ refreshToken: 'a-refresh-token-never-issued', clientId: 'web', appPackageName }),
  LogoutRequest: () => ({ refreshToken: 'a-refresh-token-never-issued' }),
  ChangePasswordRequest: ({ unique }) => ({
    login: accounts.newcomer.email,
    oldPassword: accounts.newcomer.password,
    newPassword: `Fresh-pass-${unique}`,
  }),
  ResetPasswordRequest: () => ({ login: accounts.viewer.email, resetToken: '000000', newPassword: 'Fresh-pass-42' }),
  UserCreate: ({ unique }) => ({
    email: `user-${unique}@acme.example`,
    fullName: { firstName: 'Tess', lastName: `Tester ${unique}` },
    phone: '+49 30 1234567',
    role: 'Viewer',
  }),
  UserUpdate: ({ unique }) => ({
    email: `user-${unique}@acme.example`,
    fullName: { firstName: 'Tess', lastName: 'Tester' },
    role: 'Viewer',
  }),
  TenantInput: ({ unique }) => ({
    name: `Initech ${unique}`,
    contactName: 'Peter Gibbons',
    contactEmail: `fleet-${unique}@initech.example`,
    contactPhone: '+1 512 555 0100',
    address: '4120 Freidrich Lane, Austin',
  }),
  AssetInput: ({ unique }) => ({
    name: `Van ${unique}`,
    plateNumber: 'B-FL 1234',
    vin: 'WDB9066331S123456',
    tags: 'test van',
    purchaseDate: '2023-05-01',
    importantDates: [{ date: '2026-01-15', title: 'Insurance renewal', note: 'Broker: Allianz' }],
  }),
  AssetModelInput: ({ unique }) => ({
    name: `Cargo ${unique}`,
    manufacturer: 'Test Motors',
    year: 2022,
    fuelType: 'Diesel',
    tankLitres: 75,
    description: 'A test model.',
  }),
  AssetFuelSetupInput: () => ({
    tankLitres: 80,
    sensor: {
      attribute: 'io201',
      unit: 'raw',
      calibration: [
        { raw: 0, litres: 0 },
        { raw: 4095, litres: 80 },
      ],
    },
  }),
  FuelSettings: () => ({
    medianReadings: 5,
    fillMinLitres: 5,
    fillMinTankPercent: 3,
    drainMinLitres: 5,
    drainMinStopSeconds: 60,
    drainsWhileMoving: false,
    ignoreAfterMovingOffSeconds: 60,
    mergeMinutes: 10,
    idleLitresPerHour: 2,
    drivingLitresPer100Km: 30,
    pricePerLitre: 1.8,
  }),
  DrivingSettings: () => ({
    thresholds: {
      car: { harshAcceleration: 2.5, harshBraking: 2.7, harshCornering: 3.4 },
      van: { harshAcceleration: 2.2, harshBraking: 2.5, harshCornering: 3 },
      truck: { harshAcceleration: 1.8, harshBraking: 2.2, harshCornering: 2.5 },
      bus: { harshAcceleration: 1.6, harshBraking: 2, harshCornering: 2.2 },
    },
    weights: { harshAcceleration: 1, harshBraking: 1.5, harshCornering: 1, speeding: 2, idle: 0.5 },
    sessionGraceSeconds: 30,
  }),
  SensorModelInput: ({ unique }) => ({
    name: `Tracker ${unique}`,
    manufacturer: 'Test Devices',
    protocol: 'osmand',
    description: 'A test tracker.',
  }),
  SensorInput: ({ unique }) => ({ uniqueId: `dev-${unique}`, name: `Tracker ${unique}`, phone: '+49 151 1234567' }),
  DeviceCommandInput: () => ({ type: 'custom', text: 'STATUS#' }),
  PendingDeviceRegistration: ({ unique }) => ({ name: `Truck tracker ${unique}`, phone: '+49 151 2345678' }),
  DriverInput: ({ unique }) => ({
    name: `Driver ${unique}`,
    licenceNumber: 'B072RRE2I55',
    licenceExpiry: '2030-01-31',
    phone: '+49 151 7654321',
    email: `driver-${unique}@acme.example`,
  }),
  GeofenceInput: ({ unique }) => ({
    name: `Yard ${unique}`,
    description: 'Loading yard.',
    color: '#112233',
    shape: 'polygon',
    points: [
      { latitude: 52.5366, longitude: 13.5404 },
      { latitude: 52.5373, longitude: 13.5479 },
      { latitude: 52.5331, longitude: 13.549 },
    ],
    geoFenceSource: 1,
  }),
  PlaceInput: ({ unique }) => ({
    name: `Depot ${unique}`,
    category: 'Depot',
    icon: 'depot',
    location: { latitude: 52.5366, longitude: 13.5404 },
    radiusMeters: 80,
  }),
  AssetGroupInput: async ({ unique, fixtureId }) => ({ name: `Depot ${unique}`, parentId: null, assetIds: [await fixtureId('asset')] }),
  // On the shared asset, so that a service record of that asset may name it.
  ServicePlanInput: async ({ unique, fixtureId }) => ({
    name: `Full service ${unique}`,
    assetId: await fixtureId('asset'),
    everyKm: 10_000,
    dueSoonKm: 500,
    everyEngineHours: 250,
    everyMonths: 12,
  }),
  ServiceRecordInput: async ({ fixtureId }) => ({
    planId: await fixtureId('servicePlan'),
    servicedOn: new Date().toISOString().slice(0, 10),
    odometerKm: 20_000,
    engineHours: 100,
    cost: 240.5,
    notes: 'Oil and filters',
  }),
  // A time within no fill of the asset: the price is kept, and prices nothing.
  FuelFillPriceInput: () => ({ time: hourAgo(), pricePerLitre: 1.85 }),
  DeviceImport: ({ unique }) => ({
    dryRun: true,
    rows: [{ uniqueId: `import-${unique}`.replace(/[^A-Za-z0-9_.:-]/g, '-'), name: `Tracker ${unique}`, phone: null, model: null }],
  }),
  AlertTriggerInput: async ({ unique, fixtureId }) => ({
    name: `Yard entry ${unique}`,
    type: 'geofence',
    geofenceId: await fixtureId('geofence'),
    event: 'enter',
    recipients: ['dispatch@acme.example'],
    enabled: true,
  }),
  AlertUpdate: () => ({ isRead: true }),
  GeofenceRuleInput: () => ({ enabled: true, emailNotifications: false, recipients: ['dispatch@acme.example'] }),
  TripPlanRequest: () => ({
    waypoints: [
      { latitude: 52.52, longitude: 13.405 },
      { latitude: 52.3667, longitude: 13.5033 },
    ],
    travelMode: 'DRIVING',
  }),
  ReportScheduleInput: async ({ fixtureId }) => ({
    report: 'stops',
    assetIds: [await fixtureId('asset')],
    frequency: 'daily',
    timeZone: 'Europe/Berlin',
  }),
  NotificationPreferences: () => ({ channels: [{ alertType: 'offline', email: true, push: false, toast: true }] }),
  PushSubscriptionInput: ({ unique }) => ({
    endpoint: `https://push.example/send/${unique}`,
    keys: {
      p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
      auth: 'tBHItJI5svbpez7KI4CCXg',
    },
  }),
  PushUnsubscribeInput: ({ unique }) => ({ endpoint: `https://push.example/send/${unique}` }),
  ExportRecord: () => ({ what: 'assets', format: 'csv', rows: 3 }),
  ReportDocument: () => ({
    title: 'Stops',
    period: '2026-03-02 – 2026-03-04',
    language: 'en',
    totals: [{ label: 'Distance', value: '12.5 km' }],
    columns: ['Asset', 'Place'],
    rows: [['Van 1', 'Depot']],
  }),
  AuditRetention: () => ({ days: 400 }),
  ApiKeyInput: ({ unique }) => ({
    name: `Integration ${unique}`,
    role: 'Viewer',
    expiresAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
  }),
  PersonalApiKeyInput: ({ unique }) => ({
    name: `My script ${unique}`,
    role: 'Viewer',
    expiresAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
  }),
  WebhookInput: ({ unique }) => ({
    name: `Dispatch ${unique}`,
    url: 'https://hooks.example/fleet',
    secret: 'a-secret-of-sixteen-plus',
    alertTypes: ['offline'],
  }),
  AssetReportRequest: async ({ fixtureId }) => ({ id: await fixtureId('asset'), from: hourAgo(), to: new Date().toISOString() }),
  // Valid in form: the server answers 400 for a code or password that is not right.
  TwoFactorCodeInput: () => ({ code: '123456' }),
  DisableTwoFactorInput: () => ({ password: 'not-the-password' }),
  TwoFactorPolicy: () => ({ required: false }),
  SsoDiscoveryRequest: () => ({ email: accounts.viewer.email }),
  // Valid in form: no code was issued (401), and nothing listens at the issuer, whose discovery fails (400 on issuer).
  SsoSessionRequest: () => ({ code: 'a-one-time-code-never-issued' }),
  TenantSsoInput: () => ({
    displayName: 'Acme ID',
    issuer: 'http://127.0.0.1:9',
    clientId: 'fleet',
    clientSecret: 'a-client-secret',
    scopes: 'openid email profile',
    groupsClaim: 'groups',
    roleRules: [{ group: 'fleet-admins', role: 'Admin' }],
    defaultRole: null,
    createAccounts: true,
    emailDomains: ['acme.example'],
    requireSso: false,
  }),
  LocationShareInput: async ({ fixtureId }) => ({ assetId: await fixtureId('asset'), expiresInMinutes: 60 }),
  DriverSessionInput: async ({ fixtureId }) => ({ driverId: await fixtureId('driver') }),
  AssetImport: ({ unique }) => ({ dryRun: true, rows: [{ name: `Imported van ${unique}`, plateNumber: 'B-IM 1', tags: 'imported' }] }),
  DriverImport: ({ unique }) => ({ dryRun: true, rows: [{ name: `Imported driver ${unique}`, email: `imported-${unique}@acme.example` }] }),
  // An import's rows are the resource's own create bodies.
  GeofenceImport: async (context) => ({ dryRun: true, rows: [await makers.GeofenceInput(context)] }),
  PlaceImport: async (context) => ({ dryRun: true, rows: [await makers.PlaceInput(context)] }),
};

let counter = 0;
const run = Date.now().toString(36);

export async function validBody(schemaName: string, fixtureId: BodyContext['fixtureId']): Promise<Record<string, unknown>> {
  const make = makers[schemaName];
  if (!make) throw new Error(`No valid example body for the contract's schema ${schemaName}: add one to tests/support/validBodies.ts`);
  return make({ unique: `${run}-${++counter}`, fixtureId });
}
