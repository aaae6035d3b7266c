import type { OsmAndAnswer } from '../osmand/answerReport';
import { diagnosticFrame, type DeviceDiagnostics } from './deviceDiagnostics';

/**
 * An OsmAnd request as a frame of its registered device: its request line and body, and what came of
 * it. Requests of unknown devices are not kept (nobody could look them up).
 */
export function traceReport(
  store: DeviceDiagnostics,
  request: { method: string; url: string; body: string },
  answer: OsmAndAnswer,
  time = new Date(),
) {
  if (!answer.deviceId || answer.outcome === 'unknownDevice') return;
  const bytes = Buffer.from(`${request.method} ${request.url}${request.body ? `\n${request.body}` : ''}`);
  const detail = `answered ${answer.status}${answer.text ? `, ${answer.text}` : ''}`;
  store
    .device(answer.deviceId)
    .frame(diagnosticFrame({ time, direction: 'in', protocol: 'osmand', bytes, outcome: answer.outcome, detail }, true));
}
