/** The file-independent part of importing: rows read from a file, and the server's answers by line of the file. */

/** A problem of the file, by its line (a CSV line, a GeoJSON or KML feature's number; 0 for the whole file). */
export interface LineProblem {
  line: number;
  field: string;
  messages: string[];
}

/** What the console read from a file: the rows for the server, or why the file cannot be read at all. */
export type FileRead = { rows: unknown[]; lineOf: (rowIndex: number) => number; problems: LineProblem[] } | { refusal: string };

export type ImportPath = '/imports/devices' | '/imports/assets' | '/imports/drivers' | '/imports/geofences' | '/imports/places';

/** Problems in file order. */
export const byLine = (problems: LineProblem[]) => [...problems].sort((a, b) => a.line - b.line || a.field.localeCompare(b.field));

/** The server's `rows.<index>.<field>` errors as lines of the file, in order; anything else as line 0. */
export function problemsByLine(errors: Record<string, string[]>, lineOf: (rowIndex: number) => number): LineProblem[] {
  return byLine(
    Object.entries(errors).map(([key, messages]) => {
      const match = /^rows\.(\d+)\.(.+)$/.exec(key);
      return match ? { line: lineOf(Number(match[1])), field: match[2], messages } : { line: 0, field: key, messages };
    }),
  );
}
