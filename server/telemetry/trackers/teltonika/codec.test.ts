import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { crc16Arc } from '../crc';
import { FrameError, type DeviceMessage, type TrackerSession } from '../protocol';
import { teltonikaCodec } from './codec';
import { readTcpPacket } from './packet';
import { decodeTeltonikaDatagram } from './udp';

const vectors: { id: string; hex: string }[] = JSON.parse(
  readFileSync(new URL('../../../../tests/fixtures/trackers/vectors.json', import.meta.url), 'utf8'),
);
const frame = (id: string) => Buffer.from(vectors.find((v) => v.id === id)?.hex as string, 'hex');
const handshake = frame('teltonika-imei-1');

function loggedIn(): TrackerSession {
  const session: TrackerSession = {};
  teltonikaCodec.decode(handshake, session);
  return session;
}

const firstPosition = (messages: DeviceMessage[]) => {
  const message = messages.find((candidate) => candidate.kind === 'positions');
  return message?.kind === 'positions' ? message.positions[0] : undefined;
};

/** A TCP packet around `data` (codec id .. second count), with a correct CRC. */
function tcpPacket(data: Buffer): Buffer {
  const packet = Buffer.alloc(data.length + 12);
  packet.writeUInt32BE(data.length, 4);
  data.copy(packet, 8);
  packet.writeUInt32BE(crc16Arc(data), data.length + 8);
  return packet;
}
const avlData = (packet: Buffer) => packet.subarray(8, packet.length - 4);

describe('teltonika attributes', () => {
  it('names the standard IO elements in our units and keeps them raw', () => {
    const position = firstPosition(teltonikaCodec.decode(frame('teltonika-codec8-2'), loggedIn()).messages);
    expect(position?.attributes).toMatchObject({
      ignition: true,
      motion: true,
      gsmSignal: 3,
      pdop: 1.1,
      hdop: 0.6,
      power: 14.375,
      battery: 3.927,
      satellites: 18,
      valid: true,
      io239: 1,
      io66: 14375,
    });
  });

  it('reads the odometer in metres (as Traccar), inputs as flags, and VIN and fault codes as text', () => {
    const wiki = firstPosition(teltonikaCodec.decode(frame('teltonika-codec8e-wiki'), loggedIn()).messages);
    expect(wiki?.attributes).toMatchObject({ odometer: 22949000, in1: true, io16: 22949000, valid: false });
    const obd = firstPosition(teltonikaCodec.decode(frame('teltonika-codec8e-1'), loggedIn()).messages);
    expect(obd?.attributes).toMatchObject({ vin: 'WV1ZZZ2EZ86015388', dtcs: 'P0299,P0675,P0674,P0672,P0671,P0471,P2BAC' });
  });
});

describe('teltonika commands', () => {
  it('encodes a custom command of hex pairs as those bytes (Traccar encoder test)', () => {
    const bytes = teltonikaCodec.encodeCommand({ type: 'custom', text: '03030000000185E8' }, {});
    expect(bytes?.toString('hex')).toBe('00000000000000100c01050000000803030000000185e8010000da8b');
  });

  it.each([
    ['engineStop', 'setdigout 1'],
    ['engineResume', 'setdigout 0'],
  ] as const)('%s sends "%s" as a Codec 12 command with a valid CRC', (type, text) => {
    const packet = readTcpPacket(teltonikaCodec.encodeCommand({ type }, {}) as Buffer);
    expect(packet).toEqual({ kind: 'codec12', messages: [{ type: 5, payload: Buffer.from(text) }] });
  });

  it('refuses a custom command the device could not read', () => {
    expect(() => teltonikaCodec.encodeCommand({ type: 'custom', text: 'ünïcode' }, {})).toThrow(RangeError);
    expect(() => teltonikaCodec.encodeCommand({ type: 'custom', text: '' }, {})).toThrow(RangeError);
  });
});

describe('teltonika frames', () => {
  it('ignores a lone FF keep-alive', () => {
    expect(teltonikaCodec.frameLength(Buffer.from('ff000f', 'hex'), {})).toBe(1);
    expect(teltonikaCodec.decode(Buffer.from('ff', 'hex'), loggedIn())).toEqual({ messages: [], reply: null });
  });

  it('refuses AVL data before the IMEI handshake', () => {
    expect(() => teltonikaCodec.decode(frame('teltonika-codec8-1'), {})).toThrow(FrameError);
  });

  it('refuses a packet announcing more than the largest frame, before buffering it', () => {
    expect(() => teltonikaCodec.frameLength(Buffer.from('0000000000100000', 'hex'), {})).toThrow(/at most/);
  });

  it('skips, unacknowledged, a packet whose record count promises more records than it holds', () => {
    const data = Buffer.from(avlData(frame('teltonika-codec8-wiki')));
    data[1] = 2;
    data[data.length - 1] = 2;
    expect(teltonikaCodec.decode(tcpPacket(data), loggedIn())).toEqual({
      messages: [],
      reply: null,
      skipped: expect.stringMatching(/truncated/),
      packetType: 'codec 0x08',
    });
  });

  it('skips, unacknowledged, a packet whose two record counts differ, and one of a codec it does not know', () => {
    const data = Buffer.from(avlData(frame('teltonika-codec8-wiki')));
    data[data.length - 1] = 2;
    expect(teltonikaCodec.decode(tcpPacket(data), loggedIn())).toMatchObject({
      messages: [],
      reply: null,
      skipped: expect.stringMatching(/announces 1 records, then 2/),
    });
    data[0] = 0x99;
    expect(teltonikaCodec.decode(tcpPacket(data), loggedIn())).toMatchObject({
      messages: [],
      reply: null,
      skipped: expect.stringMatching(/codec 0x99 is not supported/),
      packetType: 'codec 0x99',
    });
  });

  it("decodes Codec 16: the example of Teltonika's wiki", () => {
    // The wiki explains each field of this packet; its CRC field (09A5) is wrong, so the test seals it anew.
    const wikiPacket = Buffer.from(
      '000000000000009D10020000013feb55ff74000f0ea850209a690000AE00B90B00000000070A050001000002000003000004000120000200180000004601290200C700000000004C0000000001003E00000000000000000000015B198C7498000F0DBC502095872F00AE00B90B00000000070A050001000002000003000004000120000200180000004601290200C700000000004C0000000001003E000000000000000002000009A5',
      'hex',
    );
    const decoded = teltonikaCodec.decode(tcpPacket(avlData(wikiPacket)), loggedIn());
    expect(decoded.reply?.toString('hex')).toBe('00000002');
    const position = firstPosition(decoded.messages);
    expect(position).toMatchObject({ latitude: 54.6990336, longitude: 25.2618832, altitude: 174, heading: 185, speedKmh: 0 });
    expect(position?.time.toISOString()).toBe('2013-07-17T06:34:09.140Z');
    expect(position?.attributes).toMatchObject({ satellites: 11, event: 0, in1: false, io1: 0, io2: 0, io3: 0, io4: 0 });
  });

  it("decodes Codec 16 from a device (Traccar's decoder test): four records, CRC right", () => {
    const packet = Buffer.from(
      '00000000000003831004000001735ace37f80000e3b9331c71e290006900e211005100fd072e1600010100160300470300f00100150400b20000c80000ef01009000004f00005101005201005300005538006e00006f00007a03007d00007f5600890000fd0200fe1f09004326b00044000000b5000b00b6000600427029001800540046015d00ce4ec10080000f0f00f10000515400cd007404ab00d80f5022a1005000000054005400000000005600015568005700000060005800000420006800001113006d303330300071fffd8c85008700000020008800000002008a000155f5008b0000b86000000001735ace3ca80000e3b08a1c71dd29006900e311005100fd072e1600010100160300470300f00100150400b20000c80000ef01009000004f00005101005201005300005537006e00006f00007a03007d00007f5600890000fd0200fe1d09004326ac0044000000b5000b00b600060042701f001800540046015d00ce4ec10080000f0f00f10000515400cd007404ab00d80f5022ce00500000005400540000000000560001556800570000006000580000041f006800001113006d303330300071fffd8c85008700000020008800000002008a000155f5008b0000b86000000001735ace3fc80000e3a7c01c71d7c2006900e311005100fd072e1600010100160300470300f00100150400b20000c80000ef01009000004f00005101005201005300005537006e00006f00007a03007d00007f5600890000fd0200fe2309004326ac0044000000b5000b00b6000600427015001800540046015e00ce4ec10080000f0f00f10000515400cd007404ab00d80f5022e700500000005400540000000000560001556800570000006000580000041f006800001113006d303330300071fffd8c85008700000020008800000002008a000155f5008b0000b86000000001735ace3ffa0000e3a7c01c71d7c2006900e311005100fd072e1600010100160300470300f00100150400b20000c80000ef01009000004f00005101005201005300005537006e00006f00007a03007d00007f5600890000fd0300fe2309004326ac0044000000b5000b00b6000600427015001800540046015e00ce4ec10080000f0f00f10000515400cd007404ab00d80f5022e700500000005400540000000000560001556800570000006000580000041f006800001113006d303330300071fffd8c85008700000020008800000002008a000155f5008b0000b86000040000eb85',
      'hex',
    );
    const decoded = teltonikaCodec.decode(packet, loggedIn());
    expect(decoded.reply?.toString('hex')).toBe('00000004');
    expect(firstPosition(decoded.messages)?.time.toISOString()).toBe('2020-07-17T03:25:31.000Z');
  });
});

describe('teltonika UDP', () => {
  it("decodes a datagram and acknowledges it with both its ids (derived from the wiki's layout and a TCP vector)", () => {
    // Derived, not captured: the UDP header of Teltonika's wiki (packet id CAFE, AVL packet id DD,
    // IMEI 123456789012345) around the AVL data of the teltonika-codec8-wiki vector.
    const imei = Buffer.from('123456789012345');
    const data = avlData(frame('teltonika-codec8-wiki'));
    const header = Buffer.from([0, 0, 0xca, 0xfe, 0x01, 0xdd, 0, imei.length]);
    const datagram = Buffer.concat([header, imei, data]);
    datagram.writeUInt16BE(datagram.length - 2, 0);
    const decoded = decodeTeltonikaDatagram(datagram);
    expect(decoded.identifier).toBe('123456789012345');
    expect(decoded.reply.toString('hex')).toBe('0005cafe01dd01');
    expect(decoded.messages[0]).toEqual({ kind: 'login', identifier: '123456789012345' });
    const position = firstPosition(decoded.messages);
    expect(position?.deviceId).toBe('123456789012345');
    expect(position?.time.toISOString()).toBe('2019-06-10T10:04:46.000Z');
    expect(position?.attributes).toMatchObject({ io21: 3, io66: 24079, power: 24.079 });
  });

  it("decodes the datagram of Traccar's connectionless test", () => {
    const datagram = Buffer.from(
      '0049cafe0122000f33353734353430373237313339373508010000015d3766f6a800003eef961ec6215e0063006d09003100070401000200f001c8000242381c18003201c7000000e10001',
      'hex',
    );
    const decoded = decodeTeltonikaDatagram(datagram);
    expect(decoded.identifier).toBe('357454072713975');
    expect(decoded.reply.toString('hex')).toBe('0005cafe012201');
    expect(firstPosition(decoded.messages)?.time.toISOString()).toBe('2017-07-12T15:24:41.000Z');
  });

  it('refuses a datagram whose length field disagrees with its size', () => {
    expect(() => decodeTeltonikaDatagram(Buffer.from('0050cafe0122000f', 'hex'))).toThrow(FrameError);
  });
});
