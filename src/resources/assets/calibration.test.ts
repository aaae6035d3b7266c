import { describe, expect, it } from 'vitest';
import { calibrationText, parseCalibration } from './calibration';

describe('calibration table as text', () => {
  it('reads one point a line, apart by spaces, tabs, commas or semicolons, skipping empty lines', () => {
    expect(parseCalibration('0 0\n1000\t60\n\n2000,120\n4095;200')).toEqual({
      points: [
        { raw: 0, litres: 0 },
        { raw: 1000, litres: 60 },
        { raw: 2000, litres: 120 },
        { raw: 4095, litres: 200 },
      ],
    });
  });

  it('names the first line that is not a point', () => {
    expect(parseCalibration('0 0\n1000 sixty')).toEqual({ badLine: 2 });
    expect(parseCalibration('0 0 0')).toEqual({ badLine: 1 });
    expect(parseCalibration('5 -1')).toEqual({ badLine: 1 });
  });

  it('writes a table back as the text it reads', () => {
    const points = [
      { raw: 0, litres: 0 },
      { raw: 1000, litres: 60.5 },
    ];
    expect(parseCalibration(calibrationText(points))).toEqual({ points });
  });
});
