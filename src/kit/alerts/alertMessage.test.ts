import polyglotI18nProvider from 'ra-i18n-polyglot';
import { describe, expect, it } from 'vitest';
import { LOCALES, loadCatalog } from '../../i18n/locales';
import { alertMessage, type WordedAlert } from './alertMessage';

/** The console's translate for `locale`, as its i18n provider builds it. */
async function translatorFor(locale: string) {
  const messages = await loadCatalog(locale);
  return polyglotI18nProvider(() => messages, locale, LOCALES).translate;
}

const alert = (type: WordedAlert['type'], details: WordedAlert['details'], speedKmh: number | null = 0): WordedAlert => ({
  type,
  details,
  speedKmh,
  assetName: 'Van 7',
  message: 'the server’s words',
});

// ICU's spaces: no-break (U+00A0) and narrow no-break (U+202F).
const nbsp = '\u00a0';
const nnbsp = '\u202f';

describe('alertMessage', () => {
  it('words every alert type in English as the server words it, dates the English way', async () => {
    const translate = await translatorFor('en');
    const word = (a: WordedAlert) => alertMessage(a, translate, 'en');
    expect(word(alert('geofenceEnter', { geofenceName: 'Depot' }))).toBe('Van 7 entered Depot');
    expect(word(alert('geofenceExit', { geofenceName: 'Depot' }))).toBe('Van 7 left Depot');
    expect(word(alert('speeding', { speedLimitKmh: 90 }, 104.6))).toBe('Van 7 drove at 105 km/h, above the limit of 90 km/h');
    expect(word(alert('ignitionOn', {}))).toBe('Van 7: ignition on');
    expect(word(alert('ignitionOff', {}))).toBe('Van 7: ignition off');
    expect(word(alert('idle', { durationMinutes: 15 }))).toBe('Van 7 has been idling for over 15 minutes');
    expect(word(alert('offline', { durationMinutes: 1 }))).toBe('Van 7 has sent nothing for over 1 minute');
    expect(word(alert('alarm', { alarms: ['sos', 'powerCut'] }))).toBe('Van 7 raised an alarm: SOS and Power cut');
    expect(word(alert('lowBattery', { batteryPercent: 12, batteryBelowPercent: 20 }))).toBe('Van 7: battery at 12%, below 20%');
    expect(word(alert('fuelDrain', { litres: 20.5 }))).toBe('Van 7: 20.5 L drained');
    expect(word(alert('maintenanceDue', { ruleName: 'Service' }))).toBe('Van 7: maintenance due (Service)');
    expect(word(alert('maintenanceDue', { ruleName: 'Service', dueTitle: 'Inspection', dueDate: '2026-12-01' }))).toBe(
      'Van 7: Inspection due on Dec 1, 2026 (Service)',
    );
    const plan = { planId: '00000000-0000-4000-8000-000000000001', planName: 'Full service' };
    expect(word(alert('maintenanceDue', { ...plan, serviceMeasure: 'distance', serviceState: 'overdue' }))).toBe(
      'Van 7: Full service overdue by distance',
    );
    expect(word(alert('maintenanceDue', { ...plan, serviceMeasure: 'engineHours', serviceState: 'dueSoon' }))).toBe(
      'Van 7: Full service due soon by engine hours',
    );
    expect(word(alert('corridorExit', { geofenceName: 'A10 east' }))).toBe('Van 7 left the corridor A10 east');
    expect(word(alert('corridorReturn', { geofenceName: 'A10 east' }))).toBe('Van 7 returned to the corridor A10 east');
    expect(word(alert('unknownDriverKey', { driverKey: 'CAFEF00D' }))).toBe('Van 7: unknown driver key CAFEF00D');
    expect(word(alert('driverUnauthorized', { driverName: 'Ben' }))).toBe('Van 7: Ben may not drive this vehicle');
    expect(word(alert('driverChanged', { driverName: 'Ben' }))).toBe('Van 7: Ben is driving');
    expect(word(alert('driverChanged', { driverName: 'Ben', previousDriverName: 'Anna' }))).toBe('Van 7: Ben is driving (was Anna)');
  });

  it.each([
    [
      'en',
      'Van 7 drove at 105 km/h, above the limit of 90 km/h',
      'Van 7 has sent nothing for over 30 minutes',
      'Van 7: Inspection due on Dec 1, 2026 (Service)',
    ],
    [
      'zh',
      'Van 7 以 105 km/h 行驶，超过限速 90 km/h',
      'Van 7 已超过 30分钟 未发送任何数据',
      'Van 7：Inspection 于 2026年12月1日 到期（Service）',
    ],
    [
      'es',
      'Van 7 circuló a 105 km/h, por encima del límite de 90 km/h',
      'Van 7 no ha enviado nada en más de 30 minutos',
      'Van 7: Inspection vence el 1 dic 2026 (Service)',
    ],
    [
      'fr',
      'Van 7 a roulé à 105 km/h, au-delà de la limite de 90 km/h',
      "Van 7 n'a rien envoyé depuis plus de 30 minutes",
      `Van 7 : Inspection à prévoir le 1 déc. 2026 (Service)`,
    ],
    [
      'it',
      'Van 7 ha viaggiato a 105 km/h, oltre il limite di 90 km/h',
      'Van 7 non invia nulla da oltre 30 minuti',
      'Van 7: Inspection in scadenza il 1 dic 2026 (Service)',
    ],
    [
      'ar',
      'سار Van 7 بسرعة 105 كم/س، متجاوزًا الحد 90 كم/س',
      'لم يرسل Van 7 أي بيانات منذ أكثر من 30 دقيقة',
      'Van 7: Inspection مستحق في 01‏/12‏/2026 (Service)',
    ],
  ])('words alerts in %s with its units and dates', async (locale, speeding, offline, dueOn) => {
    const translate = await translatorFor(locale);
    const word = (a: WordedAlert) => alertMessage(a, translate, locale).replaceAll(nbsp, ' ').replaceAll(nnbsp, ' ');
    expect(word(alert('speeding', { speedLimitKmh: 90 }, 104.6))).toBe(speeding);
    expect(word(alert('offline', { durationMinutes: 30 }))).toBe(offline);
    expect(word(alert('maintenanceDue', { ruleName: 'Service', dueTitle: 'Inspection', dueDate: '2026-12-01' }))).toBe(dueOn);
  });

  it('names the alarms in the language, and an alarm it has no name for as the device sent it', async () => {
    const translate = await translatorFor('fr');
    expect(alertMessage(alert('alarm', { alarms: ['powerCut', 'geofenceBreach'] }), translate, 'fr')).toBe(
      'Van 7 a déclenché une alarme : Coupure d’alimentation et geofenceBreach',
    );
  });

  it('keeps the server’s message for an alert stored without details', async () => {
    expect(alertMessage(alert('speeding', null, 120), await translatorFor('fr'), 'fr')).toBe('the server’s words');
  });
});
