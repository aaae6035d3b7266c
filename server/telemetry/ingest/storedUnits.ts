import type { PositionReport } from './positionReport';

/**
 * Devices report in Traccar's units whatever their protocol: an `odometer` in metres (OsmAnd and
 * Traccar Client, Teltonika IO 16, the simulator), a speed in knots on the OsmAnd query. The
 * database, the reports, the maintenance rules and the console read the odometer in kilometres
 * (the contract's SensorRecord), so it is converted here, once, for every protocol.
 */
export function inStoredUnits(report: PositionReport): PositionReport {
  const { odometer } = report.attributes;
  if (typeof odometer !== 'number') return report;
  return { ...report, attributes: { ...report.attributes, odometer: odometer / 1000 } };
}
