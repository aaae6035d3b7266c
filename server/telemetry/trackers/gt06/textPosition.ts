import { dateFromFields } from '../fieldDate';
import { knotsToKmh } from '../../ingest/positionReport';
import type { Reading } from './positions';
import { answerText, commandAnswerInfo } from './commands';

/** `Current position!Lat:N54.739332,Lon:E25.273270,Course:126.53,Speed:0.0000,DateTime:2017-05-26  10:27:47` (speed in knots, as Traccar reads it). */
const textPosition =
  /^Current position!Lat:([NS])(\d+\.\d+),Lon:([EW])(\d+\.\d+),Course:(\d+\.\d+),Speed:(\d+\.\d+),DateTime:(\d{4})-(\d\d)-(\d\d) +(\d\d):(\d\d):(\d\d)/;

/** The answer to a "where are you" command (0x21, 7979-framed) is a valid fix in text; other answers are not positions. */
export function readTextPosition(content: Buffer): Reading | null {
  const match = textPosition.exec(answerText(commandAnswerInfo, content));
  if (!match) return null;
  const [, ns, lat, ew, lon, course, speed, ...time] = match;
  const [year, month, day, hour, minute, second] = time.map(Number);
  return {
    fix: {
      time: dateFromFields(year, month, day, hour, minute, second),
      latitude: ns === 'S' ? -Number(lat) : Number(lat),
      longitude: ew === 'W' ? -Number(lon) : Number(lon),
      speedKmh: knotsToKmh(Number(speed)),
      course: Number(course),
      valid: true,
      attributes: {},
    },
    attributes: { valid: true },
  };
}
