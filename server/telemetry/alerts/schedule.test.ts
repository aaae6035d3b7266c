import { describe, expect, it } from 'vitest';
import { inSchedule } from './schedule';

// 2024-05-03 is a Friday.
const at = (iso: string) => new Date(iso);

describe('inSchedule', () => {
  it('always fires without a schedule', () => {
    expect(inSchedule(null, at('2024-05-04T03:00:00Z'))).toBe(true);
  });

  it('fires on working days within the hours, in the rule time zone', () => {
    const workingHours = { days: [1, 2, 3, 4, 5], from: '08:00', to: '18:00', timeZone: 'Europe/Berlin' };
    expect(inSchedule(workingHours, at('2024-05-03T06:30:00Z'))).toBe(true); // 08:30 in Berlin
    expect(inSchedule(workingHours, at('2024-05-03T05:30:00Z'))).toBe(false); // 07:30 in Berlin
    expect(inSchedule(workingHours, at('2024-05-03T16:00:00Z'))).toBe(false); // 18:00 in Berlin: the end is excluded
    expect(inSchedule(workingHours, at('2024-05-04T10:00:00Z'))).toBe(false); // Saturday
  });

  it('lets a night window span midnight, belonging to the day it starts', () => {
    const fridayNights = { days: [5], from: '22:00', to: '06:00' };
    expect(inSchedule(fridayNights, at('2024-05-03T23:00:00Z'))).toBe(true);
    expect(inSchedule(fridayNights, at('2024-05-04T03:00:00Z'))).toBe(true);
    expect(inSchedule(fridayNights, at('2024-05-03T03:00:00Z'))).toBe(false); // Friday early: Thursday's night
  });
});
