import type { components } from '../../api/schema';

export type CalibrationPoint = NonNullable<components['schemas']['FuelSensor']['calibration']>[number];

/** A calibration table as text: one point a line, the probe's raw value then its litres. */
export const calibrationText = (points: readonly CalibrationPoint[] | undefined) =>
  (points ?? []).map((point) => `${point.raw} ${point.litres}`).join('\n');

/**
 * The points of a calibration table typed as text (numbers apart by spaces, tabs, a comma or a
 * semicolon: what a spreadsheet copy gives), or the number of the first line that is not a point.
 */
export function parseCalibration(text: string): { points: CalibrationPoint[] } | { badLine: number } {
  const points: CalibrationPoint[] = [];
  const lines = text.split('\n');
  for (const [index, line] of lines.entries()) {
    if (!line.trim()) continue;
    const numbers = line
      .trim()
      .split(/[\s,;]+/)
      .map(Number);
    if (numbers.length !== 2 || !numbers.every(Number.isFinite) || numbers[1] < 0) return { badLine: index + 1 };
    points.push({ raw: numbers[0], litres: numbers[1] });
  }
  return { points };
}
