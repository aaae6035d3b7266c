import type { ModelGroup } from './blocks';

/**
 * Layouts some models send under a standard protocol number, told apart by start, protocol number
 * and length byte alone, as Traccar tells them (Gt06ProtocolDecoder's variants).
 */
export type Gt06Variant =
  | 'standard'
  | 'vxt01'
  | 'wanwayS20'
  | 'sr411Mini'
  | 'gt06eCard'
  | 'benway'
  | 's5'
  | 'space10x'
  | 'obd6'
  | 'wetrust'
  | 'jc400'
  | 'sl4x'
  | 'seeworld'
  | 'rfid'
  | 'lw4g'
  | 'trx16i';

/** Short-form frames: protocol number, then the length bytes that mark a variant (`>=` for a minimum). */
const shortVariants: [protocol: number, length: number | { atLeast: number }, variant: Gt06Variant][] = [
  [0x12, 0x24, 'vxt01'],
  [0x16, 0x24, 'vxt01'],
  [0x24, 0x31, 'wanwayS20'],
  [0x24, 0x2e, 'sr411Mini'],
  [0x12, { atLeast: 0x71 }, 'gt06eCard'],
  [0x12, 0x21, 'benway'],
  [0x12, 0x2b, 's5'],
  [0x19, { atLeast: 0x17 }, 'space10x'],
  [0x13, 0x13, 'obd6'],
  [0x12, 0x29, 'wetrust'],
  [0x34, 0x37, 'sl4x'],
  [0x31, 0x2a, 'sl4x'],
  [0x32, 0x27, 'sl4x'],
  [0x32, 0x29, 'sl4x'],
  [0x22, 0x2f, 'seeworld'],
  [0x16, 0x26, 'seeworld'],
  [0xa3, 0x0c, 'seeworld'],
  [0xa3, 0x18, 'seeworld'],
  [0x17, 0x28, 'rfid'],
  [0xa2, 0x40, 'lw4g'],
  [0x36, 0x35, 'trx16i'],
  [0x16, 0x2d, 'trx16i'],
];

export function variantOf(long: boolean, length: number, protocol: number, content: Buffer): Gt06Variant {
  if (long) return 'standard';
  if (protocol === 0x95 && content.length >= 2 && content.readUInt16BE(0) === 0xffff) return 'jc400';
  const found = shortVariants.find(([p, l]) => p === protocol && (typeof l === 'number' ? l === length : length >= l.atLeast));
  return found ? found[2] : 'standard';
}

/** Models whose frames Traccar reads differently (its NT and VL groups, LW and SEEWORLD prefixes), by the device's model setting. */
const ntModels = new Set(['NT11', 'NT20', 'NT26', 'NT40', 'NT46', 'VL100', 'XT40']);
const vlModels = new Set(['VL103', 'LL303', 'VL512', 'G18']);

export interface ModelFacts extends ModelGroup {
  /** The model's name in capitals, or null when the device has none set. */
  name: string | null;
  nt: boolean;
}

export function modelFacts(model: string | undefined | null): ModelFacts {
  const name = model ? model.trim().toUpperCase() : null;
  return {
    name,
    nt: name !== null && ntModels.has(name),
    vl: name !== null && vlModels.has(name),
    lw: name !== null && name.startsWith('LW'),
    seeworld: name === 'SEEWORLD',
  };
}
