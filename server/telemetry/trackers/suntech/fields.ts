import type { AttributeValue } from '../../ingest/positionReport';
import { FrameError } from '../protocol';

/** What one Suntech report says: its device, the result of a command, where it was, and its readings. */
export interface SuntechReport {
  deviceId: string;
  /** Absent when the report carries no fix (ST4 cell-only reports, command results, travel reports). */
  fix?: { time: Date; latitude: number; longitude: number; speedKmh: number; heading: number; valid: boolean };
  attributes: Record<string, AttributeValue>;
  /** The device's answer to a command (CMD;Res / RES reports). */
  result?: string;
}

const decimal = /^[+-]?\d+(\.\d+)?$/;
const dateField = /^\d{8}$/;
const timeField = /^\d\d:\d\d:\d\d$/;

/** `yyyymmdd` and `hh:mm:ss`, UTC; a field out of its calendar range is no date. */
export function utcDate(date: string, time: string): Date {
  if (!dateField.test(date) || !timeField.test(time)) throw new FrameError(`an unreadable date "${date}" or time "${time}"`);
  const [year, month, day] = [date.slice(0, 4), date.slice(4, 6), date.slice(6, 8)].map(Number);
  const [hour, minute, second] = time.split(':').map(Number);
  const value = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  if (value.getUTCMonth() !== month - 1 || value.getUTCDate() !== day || hour > 23 || minute > 59 || second > 59) {
    throw new FrameError(`no such date "${date} ${time}"`);
  }
  return value;
}

export const looksLikeDate = (value: string | undefined) => dateField.test(value ?? '');
export const looksLikeCoordinate = (value: string | undefined) => decimal.test(value ?? '') && (value ?? '').includes('.');

/**
 * The `;`-separated fields of a text report read in order. A number that does not parse, or a
 * field past the end, is a FrameError: the report is refused, never stored half-read.
 */
export class Fields {
  private index: number;

  constructor(
    readonly values: string[],
    start = 0,
  ) {
    this.index = start;
  }

  get at(): number {
    return this.index;
  }

  get remaining(): number {
    return this.values.length - this.index;
  }

  peek(offset = 0): string | undefined {
    return this.values[this.index + offset];
  }

  text(): string {
    if (this.index >= this.values.length) throw new FrameError(`a report of ${this.values.length} fields has no field ${this.index + 1}`);
    return this.values[this.index++];
  }

  skip(count = 1): void {
    for (let i = 0; i < count; i++) this.text();
  }

  number(): number {
    const value = this.text();
    if (!decimal.test(value.trim())) throw new FrameError(`"${value}" is not a number (field ${this.index})`);
    return Number(value);
  }

  integer(): number {
    const value = this.text();
    if (!/^[+-]?\d+$/.test(value.trim())) throw new FrameError(`"${value}" is not an integer (field ${this.index})`);
    return Number(value);
  }

  hex(): number {
    const value = this.text();
    if (!/^[0-9a-fA-F]{1,12}$/.test(value)) throw new FrameError(`"${value}" is not hexadecimal (field ${this.index})`);
    return parseInt(value, 16);
  }

  date(): Date {
    const date = this.text();
    return utcDate(date, this.text());
  }

  /** The rest from here, as sent. */
  rest(): string[] {
    const rest = this.values.slice(this.index);
    this.index = this.values.length;
    return rest;
  }
}
