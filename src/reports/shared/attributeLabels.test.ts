import { describe, expect, it } from 'vitest';
import { attributeCatalogue } from '../../../server/telemetry/trackers/attributes';
import enOperator from '../../i18n/en/operator';
import enTrackers from '../../i18n/en/trackers';
import { attributeLabel, TRACKER_ATTRIBUTE_UNITS } from './attributeLabels';

const english = (key: string, options?: object) => {
  const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], { ...enTrackers, ...enOperator });
  if (typeof text !== 'string') return key;
  return Object.entries((options ?? {}) as Record<string, string>).reduce((out, [name, value]) => out.replace(`%{${name}}`, value), text);
};

describe('tracker attribute labels', () => {
  it('has every attribute of the codecs’ catalogue with its unit and its English label', () => {
    expect(Object.entries(TRACKER_ATTRIBUTE_UNITS)).toEqual(attributeCatalogue.map(({ key, unit }) => [key, unit]));
    for (const { key, label } of attributeCatalogue) expect(english(`reports.attributes.${key}`)).toBe(label);
  });

  it('labels named attributes and device report fields with their unit, Teltonika IO elements by number, and leaves other names as sent', () => {
    expect(attributeLabel('power', english)).toBe('External voltage (V)');
    expect(attributeLabel('ignition', english)).toBe('Ignition');
    expect(attributeLabel('io239', english)).toBe('IO 239');
    expect(attributeLabel('coolantTemp', english)).toBe('Coolant temperature (°C)');
    expect(attributeLabel('rpm', english)).toBe('Engine speed (rpm)');
    expect(attributeLabel('someVendorField', english)).toBe('someVendorField');
    expect(attributeLabel('toString', english)).toBe('toString');
  });
});
