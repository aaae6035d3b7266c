import type { IngestPipeline } from '../ingest/pipeline';
import type { KnownPlace } from './lastKnownPlace';
import type { ParseResult, PositionReport, UnplacedReport } from '../ingest/positionReport';
import type { Refusals } from './refusals';

export interface OsmAndAnswer {
  status: number;
  text: string;
  /** The registered device that sent the report, or null (unknown, or no readable id). */
  deviceId: string | null;
  /** What became of the report, for the device's diagnostics. */
  outcome: 'stored' | 'notStored' | 'refused' | 'unknownDevice';
}

export interface OsmAndDeps {
  submit: IngestPipeline['submit'];
  /** The device's last known place, or null when ingestion does not accept the device. */
  place(deviceId: string): Promise<KnownPlace | null>;
  refusals: Refusals;
}

const unknown: OsmAndAnswer = { status: 404, text: 'unknown device', deviceId: null, outcome: 'unknownDevice' };

/**
 * The answer to a parsed OsmAnd request. The classic Traccar Client retries a report that got
 * anything but 2xx every 30 s and sends nothing newer meanwhile, so a report of a registered device
 * that can never be stored is acknowledged (200), counted and logged; 4xx remains for what a retry
 * can fix: an unknown device (404: registered, it gets through) and a request naming no device (400).
 * A report without coordinates is kept, as Traccar keeps it, at the device's last known place and
 * marked `approximate`, with its cell and Wi-Fi readings.
 */
export async function answerReport(parsed: ParseResult, deps: OsmAndDeps): Promise<OsmAndAnswer> {
  const refuse = (deviceId: string, reason: string): OsmAndAnswer => {
    deps.refusals.refuse(deviceId, reason);
    return { status: 200, text: `not stored: ${reason}`, deviceId, outcome: 'refused' };
  };
  let report: PositionReport;
  if ('problem' in parsed) {
    if (!parsed.deviceId) return { status: 400, text: parsed.problem, deviceId: null, outcome: 'refused' };
    return (await deps.place(parsed.deviceId)) ? refuse(parsed.deviceId, parsed.problem) : unknown;
  } else if ('unplaced' in parsed) {
    const { deviceId } = parsed.unplaced;
    const place = await deps.place(deviceId);
    if (!place) return unknown;
    if (place.latitude === null || place.longitude === null)
      return refuse(deviceId, 'no coordinates, and no earlier position to place the report at');
    report = placeAt(parsed.unplaced, place.latitude, place.longitude);
  } else {
    report = parsed.report;
  }
  const outcome = await deps.submit(report);
  if (outcome === 'unknownDevice') return unknown;
  if (outcome === 'stored') return { status: 200, text: '', deviceId: report.deviceId, outcome: 'stored' };
  // A filtered position is acknowledged too: resending it would never change its time.
  const reason = outcome === 'filtered' ? 'the time is not believable' : outcome;
  return { status: 200, text: `not stored: ${reason}`, deviceId: report.deviceId, outcome: 'notStored' };
}

const placeAt = (report: UnplacedReport, latitude: number, longitude: number): PositionReport => ({
  ...report,
  latitude,
  longitude,
  attributes: { ...report.attributes, approximate: true },
});
