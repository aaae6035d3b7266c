import { gt06Codec } from './gt06/codec';
import { h02Codec } from './h02/codec';
import { jt808Codec } from './jt808/codec';
import type { TrackerCodec, TrackerProtocolName } from './protocol';
import { suntechCodec } from './suntech/codec';
import { teltonikaCodec } from './teltonika/codec';

export { gt06Codec } from './gt06/codec';
export { h02Codec } from './h02/codec';
export { jt808Codec } from './jt808/codec';
export { suntechCodec } from './suntech/codec';
export { teltonikaCodec } from './teltonika/codec';
export { decodeTeltonikaDatagram, maxDatagramBytes, type TeltonikaDatagram } from './teltonika/udp';
export { attributeCatalogue, trackerAttributes, type TrackerAttribute } from './attributes';

/** Every tracker codec by protocol name. */
export const codecs: Readonly<Record<TrackerProtocolName, TrackerCodec>> = {
  teltonika: teltonikaCodec,
  gt06: gt06Codec,
  h02: h02Codec,
  suntech: suntechCodec,
  jt808: jt808Codec,
};
