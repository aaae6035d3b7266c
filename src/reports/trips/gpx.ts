import type { Trip } from '../shared/reportTypes';
export interface GpxPoint {
  latitude: number;
  longitude: number;
}

/** One recorded trip as a GPX track. */
export interface GpxTrack {
  name: string;
  description?: string;
  points: GpxPoint[];
}

export interface GpxDocument {
  name: string;
  /** ISO time the file was made. */
  time: string;
  creator: string;
  tracks: GpxTrack[];
}

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

// xsd:decimal has no exponent form, which String(1e-7) would give; 7 places is about 1 cm.
const decimal = (value: number) =>
  value
    .toFixed(7)
    .replace(/\.?0+$/, '')
    .replace(/^-0$/, '0');

const element = (name: string, text: string | undefined) => (text ? `<${name}>${escapeXml(text)}</${name}>` : '');

const track = ({ name, description, points }: GpxTrack) =>
  [
    '  <trk>',
    `    ${element('name', name)}${element('desc', description)}`,
    '    <trkseg>',
    ...points.map((p) => `      <trkpt lat="${decimal(p.latitude)}" lon="${decimal(p.longitude)}"/>`),
    '    </trkseg>',
    '  </trk>',
  ].join('\n');

/**
 * A GPX 1.1 file with one <trk> per trip: recorded tracks are tracks in GPX terms (<rte> is for
 * planned routes), so mapping tools show them as driven paths.
 */
export const toGpx = ({ name, time, creator, tracks }: GpxDocument): string =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<gpx version="1.1" creator="${escapeXml(creator)}" xmlns="http://www.topografix.com/GPX/1/1">`,
    `  <metadata>${element('name', name)}${element('time', time)}</metadata>`,
    ...tracks.map(track),
    '</gpx>',
    '',
  ].join('\n');

/** A trip as a GPX track named by its asset and start, described by its addresses and times. */
export function tripTrack(trip: Trip, assetName: string): GpxTrack {
  const from = trip.startAddress ?? '';
  const to = trip.endAddress ?? '';
  return {
    name: `${assetName} ${trip.startTime}`,
    description: [from || to ? `${from} → ${to}` : '', `${trip.startTime} – ${trip.endTime}`].filter(Boolean).join('; '),
    points: trip.waypoints,
  };
}
