import { describe, expect, it } from 'vitest';
import type { Decoded, TrackerSession } from '../protocol';
import { h02Codec } from './codec';

/**
 * Every frame of Traccar's H02ProtocolDecoderTest and H02FrameDecoderTest (traccar/traccar, src/test),
 * as hex or text fixtures with what Traccar's decoder yields for them: the position (time,
 * coordinates, validity, speed, course), the readings we store, the reply, or why the frame is
 * skipped. `traccar` names Traccar's check (Position: a position; Null: nothing; Attributes: readings
 * at the last known place, here a heartbeat with them). `differs` says where we part from Traccar and why.
 */
interface Fixture {
  text?: string;
  hex?: string;
  /** The device the connection already named (a clone's frame with an empty id). */
  named?: string;
  traccar: string;
  position?: { time: string; latitude: number; longitude: number; speedKmh: number; heading: number } & Record<string, unknown>;
  heartbeat?: Record<string, unknown>;
  result?: string;
  /** The reply, `<time>` for the yyyyMMddHHmmss of now. */
  reply?: string;
  skipped?: string;
  differs?: string;
}

const fixtures: Fixture[] = [
  {
    text: '*HQ,9001000002,V8,213945,A,3542.2043,N,38.6508,W,0.00,170,221025,FBFFF9FF,0,0,0,0,22,31,126,0#',
    traccar: 'Position',
    position: {
      time: '2025-10-22T21:39:45.000Z',
      latitude: 35.703405,
      longitude: -0.64418,
      speedKmh: 0,
      heading: 170,
      valid: true,
      status: 4227856895,
      ignition: false,
    },
  },
  {
    text: '*HQ,3177718238,V6,002926,V,3514.4088,N,9733.2842,W,0.00,0.00,151222,FFF7FBFF,310,260,32936,13641,8944501311217563382F,#',
    traccar: 'Position',
    position: {
      time: '2022-12-15T00:29:26.000Z',
      latitude: 35.240147,
      longitude: -97.554737,
      speedKmh: 0,
      heading: 0,
      valid: false,
      status: 4294441983,
      ignition: false,
      alarm: 'powerCut',
    },
  },
  {
    text: '*HQ,5905101893,V1,105759,A,37573392,S,145037022,E,000.00,173,280122,FF7FFBFF,,,9059e2c,8232,4#',
    traccar: 'Position',
    position: {
      time: '2022-01-28T10:57:59.000Z',
      latitude: -37.955653,
      longitude: 145.061703,
      speedKmh: 0,
      heading: 173,
      valid: true,
      status: 4286577663,
      ignition: false,
    },
    reply: '*HQ,5905101893,V4,V1,<time>#',
  },
  {
    text: '*HQ,4970105243,V1,104000,A,2235.1777,N,11357.8913,E,000.27,235,130721,FFFFFBFF,460,11,d18e105,7752,6#',
    traccar: 'Position',
    position: {
      time: '2021-07-13T10:40:00.000Z',
      latitude: 22.586295,
      longitude: 113.964855,
      speedKmh: 0.5,
      heading: 235,
      valid: true,
      status: 4294966271,
      ignition: false,
    },
    reply: '*HQ,4970105243,V4,V1,<time>#',
  },
  { text: '*HQ,135790246811220,HTBT,100#', traccar: 'Attribute', heartbeat: { batt: 100 }, reply: '*HQ,135790246811220,HTBT#' },
  {
    text: '*HQ,9180271064,V5,091233,V,2348.8912,N,09021.3302,E,000.00,000,051219,FFFFBBFF,470,01,21019,2033,2921283#',
    traccar: 'Position',
    position: {
      time: '2019-12-05T09:12:33.000Z',
      latitude: 23.814853,
      longitude: 90.355503,
      speedKmh: 0,
      heading: 0,
      valid: false,
      status: 4294949887,
      ignition: false,
    },
  },
  {
    hex: '2491802711800850240512192350143206090249758e000001ffffbbff00bdf0900000000001d60161cc4b9a35',
    traccar: 'Position',
    position: {
      time: '2019-12-05T08:50:24.000Z',
      latitude: 23.83572,
      longitude: 90.416263,
      speedKmh: 0,
      heading: 1,
      valid: true,
      status: 4294949887,
      ignition: false,
      batt: 100,
    },
  },
  { text: '*HQ,135790246811220,HTBT#', traccar: 'Null', heartbeat: {}, reply: '*HQ,135790246811220,HTBT#' },
  {
    text: '*HQ,865205035331981,V1,132926,A,1935.3933,N,07920.4134,E,  3.34,342,280519,FFFFFFFF#',
    traccar: 'Position',
    position: {
      time: '2019-05-28T13:29:26.000Z',
      latitude: 19.589888,
      longitude: 79.340223,
      speedKmh: 6.19,
      heading: 342,
      valid: true,
      status: 4294967295,
      ignition: true,
    },
    reply: '*HQ,865205035331981,V4,V1,<time>#',
  },
  {
    hex: '24702802061601234020031910125482600612695044000000ffffbbff000000000000000001760d04e2c9934d',
    traccar: 'Position',
    position: {
      time: '2019-03-20T01:23:40.000Z',
      latitude: 10.209137,
      longitude: -61.449173,
      speedKmh: 0,
      heading: 0,
      valid: false,
      status: 4294949887,
      ignition: false,
      batt: 96,
    },
  },
  {
    text: '*hq,356327081001239,VP1,V,470,002,92,3565,0Y92,19433,30Y92,1340,29#',
    traccar: 'NotNull',
    heartbeat: { mcc: 470, mnc: 2, lac: 92, cellId: 3565 },
  },
  {
    hex: '2435248308419329301047591808172627335900074412294E024138FEFFFFFFFF01120064BA73005ECC',
    traccar: 'Position',
    position: {
      time: '2017-08-18T10:47:59.000Z',
      latitude: 26.455598,
      longitude: 74.687157,
      speedKmh: 44.45,
      heading: 138,
      valid: true,
      status: 4278190079,
      ignition: true,
    },
  },
  {
    text: '*HQ,4210209006,V1,054048,A,2828.2297,N,07733.4332,E,000.5,047,4,080918,EEE7FBDF,4261193,0#',
    traccar: 'Position',
    position: {
      time: '2018-09-08T05:40:48.000Z',
      latitude: 28.470495,
      longitude: 77.55722,
      speedKmh: 0.93,
      heading: 47,
      valid: true,
      status: 4008180703,
      ignition: false,
      alarm: 'powerCut',
    },
    reply: '*HQ,4210209006,V4,V1,<time>#',
    differs: "Traccar's pattern lets three SIM fields swallow the status word here; we read the status (EEE7FBDF) the line carries",
  },
  {
    text: '*HQ,353505221264507,V2,100220,0,5238.26259,N,00507.33983,E,0.25,0,280917,FFFFFFFF,cc,28,  db,d75b#',
    traccar: 'Position',
    position: {
      time: '2017-09-28T10:02:20.000Z',
      latitude: 52.63771,
      longitude: 5.122331,
      speedKmh: 0.46,
      heading: 0,
      valid: true,
      status: 4294967295,
      ignition: true,
    },
  },
  {
    text: '*HQ,,V1,173212,A,2225.78879,S,02829.19021,E,0.00,0,290418,FFFFFBFF#',
    named: '4210051415',
    traccar: 'Position',
    position: {
      time: '2018-04-29T17:32:12.000Z',
      latitude: -22.429813,
      longitude: 28.486504,
      speedKmh: 0,
      heading: 0,
      valid: true,
      status: 4294966271,
      ignition: false,
    },
  },
  {
    text: '*HQ,353505221264507,VI1,075146,0,5238.25900,N,00507.33429,E,0.54,0,250917,FFFFFFFF,cc,28,  db,d75b#',
    traccar: 'Position',
    position: {
      time: '2017-09-25T07:51:46.000Z',
      latitude: 52.63765,
      longitude: 5.122238,
      speedKmh: 1,
      heading: 0,
      valid: true,
      status: 4294967295,
      ignition: true,
    },
  },
  { text: '*HQ,353505510948929,V1,,V,,N,,E,0.00,0,,FFFFF7FF,f0,a,11a0,c0c6#', traccar: 'Null', skipped: 'a "V1" line not read' },
  {
    text: '*hq,356327080425330,VP1,A,2702.7245,S,15251.9311,E,0.48,0.0000,080917#',
    traccar: 'Position',
    position: { time: '2017-09-08T00:00:00.000Z', latitude: -27.045408, longitude: 152.865518, speedKmh: 0.89, heading: 0, valid: true },
  },
  {
    text: '*HQ,4209951296,V19,214452,A,5201.0178,N,01830.5029,E,000.00,000,200417,,195.63.13.195,89480610500392633029,BFFFFBFF#',
    traccar: 'Position',
    position: {
      time: '2017-04-20T21:44:52.000Z',
      latitude: 52.016963,
      longitude: 18.508382,
      speedKmh: 0,
      heading: 0,
      valid: true,
      status: 3221224447,
      ignition: false,
    },
    differs: 'Traccar takes the date (6 digits) for a battery figure and times the fix on arrival; we read the date and the status word',
  },
  {
    text: '*hq,356327080425330,VP1,A,2702.7215,S,15251.9309,E,0.62,0.0000,050917#',
    traccar: 'Position',
    position: { time: '2017-09-05T00:00:00.000Z', latitude: -27.045358, longitude: 152.865515, speedKmh: 1.15, heading: 0, valid: true },
  },
  { text: '*HQ,356327080425330,XT,1,100#', traccar: 'Null', skipped: 'a "XT" line not read' },
  {
    text: '*HQ,353111080001055,V3,044855,28403,01,001450,011473,158,-62,0292,0,X,030817,FFFFFBFF#',
    traccar: 'Attributes',
    heartbeat: { mcc: 284, mnc: 3, lac: 1450, cellId: 11473, status: 4294966271, ignition: false },
  },
  {
    hex: '2442091341332059572807175137358006000183640e000000fffffbfdff001f080000000000ea1e0000000021',
    traccar: 'Position',
    position: {
      time: '2017-07-28T20:59:57.000Z',
      latitude: 51.622633,
      longitude: 0.306067,
      speedKmh: 0,
      heading: 0,
      valid: true,
      status: 4294966269,
      ignition: false,
      alarm: 'sos',
      batt: 100,
    },
  },
  { text: '*HQ,4109198974,#', traccar: 'Null', skipped: 'a "" line not read' },
  {
    text: '*HQ,1700086468,LINK,180902,15,0,84,0,0,240517,FFFFFBFF#',
    traccar: 'Attributes',
    heartbeat: { satellites: 0, batt: 84, status: 4294966271, ignition: false },
  },
  {
    text: '*HQ,355488020882405,V3,095426,74001,01,010278,045142,128,-92,02DE,0,X,090517,FFFFFBFF#',
    traccar: 'Attributes',
    heartbeat: { mcc: 740, mnc: 1, lac: 10278, cellId: 45142, status: 4294966271, ignition: false },
  },
  {
    text: '*HQ,355488020882405,V3,095426,74001,04,010278,045142,128,-92,010278,026311,125,,010278,026582,125,,010278,028322,119,,02DD,0,X,090517,FFFFFBFF#',
    traccar: 'Attributes',
    heartbeat: { mcc: 740, mnc: 1, lac: 10278, cellId: 45142, status: 4294966271, ignition: false },
  },
  {
    text: '*HQ,4109179024,V19,181519,V,3853.2587,S,06205.9175,W,000.00,000,090217,,5492932630888,8954315265044716555?,FFFFFBFF#',
    traccar: 'Position',
    position: {
      time: '2017-02-09T18:15:19.000Z',
      latitude: -38.887645,
      longitude: -62.098625,
      speedKmh: 0,
      heading: 0,
      valid: false,
      status: 4294966271,
      ignition: false,
    },
    differs: 'Traccar takes the date (6 digits) for a battery figure and times the fix on arrival; we read the date and the status word',
  },
  {
    text: '*HQ,8161289587,V1,181933,A,5444.3994,N,02516.3844,E,000.05,000,090317,FFFFBBFF,246,03,00002,41565#',
    traccar: 'Position',
    position: {
      time: '2017-03-09T18:19:33.000Z',
      latitude: 54.73999,
      longitude: 25.273073,
      speedKmh: 0.09,
      heading: 0,
      valid: true,
      status: 4294949887,
      ignition: false,
    },
    reply: '*HQ,8161289587,V4,V1,<time>#',
  },
  {
    hex: '2421305109380127171003170520046500100286297e003085ffffdfffff03440069129344006400001151415a20',
    traccar: 'Position',
    position: {
      time: '2017-03-10T01:27:17.000Z',
      latitude: 5.334108,
      longitude: 100.477162,
      speedKmh: 5.56,
      heading: 85,
      valid: true,
      status: 4294959103,
      ignition: true,
    },
  },
  {
    text: '*HQ,2130510938,V1,012632,A,0520.0663,N,10028.6324,E,0.286,023,100317,FFFFDFFF,69129336,0,100.0,18,5141,5A20#',
    traccar: 'Position',
    position: {
      time: '2017-03-10T01:26:32.000Z',
      latitude: 5.334438,
      longitude: 100.477207,
      speedKmh: 0.53,
      heading: 23,
      valid: true,
      status: 4294959103,
      ignition: true,
      odometer: 69129336,
      fuel: 100,
      lac: 20801,
      cellId: 23072,
      altitude: 18,
    },
    reply: '*HQ,2130510938,V4,V1,<time>#',
  },
  {
    text: '*HQ,4210209006,V1,201812,A,2608.9437,N,08016.2521,W,000.80,000,150317,EFE7F9FF,310,260,0,0,6#',
    traccar: 'Position',
    position: {
      time: '2017-03-15T20:18:12.000Z',
      latitude: 26.149062,
      longitude: -80.270868,
      speedKmh: 1.48,
      heading: 0,
      valid: true,
      status: 4024957439,
      ignition: false,
      alarm: 'powerCut',
    },
    reply: '*HQ,4210209006,V4,V1,<time>#',
  },
  {
    text: '*HQ,4210209006,V1,201844,A,2608.9437,N,08016.2521,W,000.80,000,150317,FFFFF9FF,310,260,0,0,6#',
    traccar: 'Position',
    position: {
      time: '2017-03-15T20:18:44.000Z',
      latitude: 26.149062,
      longitude: -80.270868,
      speedKmh: 1.48,
      heading: 0,
      valid: true,
      status: 4294965759,
      ignition: false,
    },
    reply: '*HQ,4210209006,V4,V1,<time>#',
  },
  {
    text: '*HQ,4109179024,V19,103732,V,3853.2770,S,06205.8678,W,000.00,000,100217,,5492932630888,8954314165044716555?,FFFFFBFF#',
    traccar: 'Position',
    position: {
      time: '2017-02-10T10:37:32.000Z',
      latitude: -38.88795,
      longitude: -62.097797,
      speedKmh: 0,
      heading: 0,
      valid: false,
      status: 4294966271,
      ignition: false,
    },
    differs: 'Traccar takes the date (6 digits) for a battery figure and times the fix on arrival; we read the date and the status word',
  },
  {
    text: '*HQ,4109179024,NBR,103732,722,310,0,6,8106,32010,23,8101,22007,25,8106,12010,23,8106,22105,22,8101,22012,16,8106,42010,5,100217,FFFFFBFF,5#',
    traccar: 'Attributes',
    heartbeat: { mcc: 722, mnc: 310, lac: 8106, cellId: 32010, status: 4294966271, ignition: false },
    reply: '*HQ,4109179024,V4,NBR,<time>#',
  },
  {
    text: '*HQ,355488020930796,V3,002339,62160,06,024852,035421,148,0,024852,035425,143,,022251,036482,137,,024852,000335,133,,024852,031751,133,,024852,035423,133,,02A1,0,X,010104,EFE7FBFF#',
    traccar: 'Attributes',
    heartbeat: { mcc: 621, mnc: 60, lac: 24852, cellId: 35421, status: 4024957951, ignition: false, alarm: 'powerCut' },
  },
  {
    text: '*HQ,4106012736,V1,224434,A,1827.3855,N,06705.7577,W,000.00,000,100117,FFFFFBFF,310,260,49101,1753,5#',
    traccar: 'Position',
    position: {
      time: '2017-01-10T22:44:34.000Z',
      latitude: 18.456425,
      longitude: -67.095962,
      speedKmh: 0,
      heading: 0,
      valid: true,
      status: 4294966271,
      ignition: false,
    },
    reply: '*HQ,4106012736,V4,V1,<time>#',
  },
  {
    text: '*HQ,4208150188,NBR,210249,260,6,0,7,1014,50675,37,1014,50633,27,1014,17933,18,1014,17231,15,1014,50632,12,1014,13211,11,1014,17031,10,281216,FFFFFBFF,2#',
    traccar: 'Attributes',
    heartbeat: { mcc: 260, mnc: 6, lac: 1014, cellId: 50675, status: 4294966271, ignition: false },
    reply: '*HQ,4208150188,V4,NBR,<time>#',
  },
  {
    text: '*HQ,7401004662,NBR,160453,234,10,0,2,21580,27766,-67,21580,27766,-67,291019,FFFFFBFF,6#',
    traccar: 'Attributes',
    heartbeat: { mcc: 234, mnc: 10, lac: 21580, cellId: 27766, status: 4294966271, ignition: false },
    reply: '*HQ,7401004662,V4,NBR,<time>#',
  },
  {
    text: '*HQ,1600068812,NBR,141335,262,02,255,6,431,17003,26,431,11101,13,431,6353,13,431,22172,13,431,11093,13,431,60861,10,151216,FFFFFBFF#',
    traccar: 'Attributes',
    heartbeat: { mcc: 262, mnc: 2, lac: 431, cellId: 17003, status: 4294966271, ignition: false },
    reply: '*HQ,1600068812,V4,NBR,<time>#',
  },
  {
    text: '*HQ,353588020068342,V1,084436,A,3257.01525,N,00655.03865,W,57.78,40,011216,FFFBFFFF,25c,a, 154,b04c#',
    traccar: 'Position',
    position: {
      time: '2016-12-01T08:44:36.000Z',
      latitude: 32.950254,
      longitude: -6.917311,
      speedKmh: 107.01,
      heading: 40,
      valid: true,
      status: 4294705151,
      ignition: true,
      alarm: 'sos',
    },
    reply: '*HQ,353588020068342,V4,V1,<time>#',
  },
  {
    text: '*HQ,356803210091319,BS,,2d4,a,1b63,1969,26,1b63,10b2,31,0,0,25,,ffffffff,60#',
    traccar: 'Null',
    skipped: 'a "BS" line not read',
  },
  {
    text: '*HQ,1400046168,NBR,160169,460,0,1,4,9338,3692,150,9338,3691,145,9338,3690,140,9338,3692,139,180813,FFFFFBFF#',
    traccar: 'Attributes',
    skipped: 'an impossible date 18/8/13 16:1:69',
    differs: '16:01:69 is no time: refused, where Traccar rolls it over to 16:02:09',
  },
  {
    text: '*HQ,1600068860,NBR,120156,262,03,255,6,802,54702,46,802,5032,37,802,54782,30,802,5052,28,802,54712,12,802,5042,12,081116,FFFFFBFF#',
    traccar: 'Attributes',
    heartbeat: { mcc: 262, mnc: 3, lac: 802, cellId: 54702, status: 4294966271, ignition: false },
    reply: '*HQ,1600068860,V4,NBR,<time>#',
  },
  {
    text: '*HQ,1600068860,NBR,110326,262,03,255,6,802,23152,23,812,49449,14,802,35382,13,802,35402,11,812,56622,09,802,23132,04,081116,FFFFFBFF#',
    traccar: 'Attributes',
    heartbeat: { mcc: 262, mnc: 3, lac: 802, cellId: 23152, status: 4294966271, ignition: false },
    reply: '*HQ,1600068860,V4,NBR,<time>#',
  },
  {
    text: '*HQ,1600068860,LINK,112137,20,8,67,0,0,081116,FFFFFBFF#',
    traccar: 'Attributes',
    heartbeat: { satellites: 8, batt: 67, status: 4294966271, ignition: false },
  },
  {
    text: '*HQ,355488020533263,V3,121536,65501,04,000152,014001,156,-64,000161,010642,138,,000152,014003,129,,000152,013973,126,,02E4,0,X,071116,FFFFFBFF#',
    traccar: 'Attributes',
    heartbeat: { mcc: 655, mnc: 1, lac: 152, cellId: 14001, status: 4294966271, ignition: false },
  },
  {
    text: '*HQ,4209917484,V19,093043,V,5052.9749,N,00426.4322,E,000.00,000,130916,,0032475874141,8944538530000543700F,FFFFFBFF#',
    traccar: 'Position',
    position: {
      time: '2016-09-13T09:30:43.000Z',
      latitude: 50.882915,
      longitude: 4.440537,
      speedKmh: 0,
      heading: 0,
      valid: false,
      status: 4294966271,
      ignition: false,
    },
    differs: 'Traccar takes the date (6 digits) for a battery figure and times the fix on arrival; we read the date and the status word',
  },
  {
    text: '*HQ,353505220873067,V1,,V,4605.75732,N,01430.73863,E,0.00,0,,FFFFFFEF,125,194,  64,d3#',
    traccar: 'Position',
    skipped: 'a position without its date or time: when it was taken is unknown',
    differs: 'no time and no date: skipped, where Traccar times the (invalid) fix on arrival',
  },
  {
    text: '*HQ,4210051415,V1,164549,A,0956.3869,N,08406.7068,W,000.00,000,221215,FFFFFBFF,712,01,0,0,6#',
    traccar: 'Position',
    position: {
      time: '2015-12-22T16:45:49.000Z',
      latitude: 9.939782,
      longitude: -84.11178,
      speedKmh: 0,
      heading: 0,
      valid: true,
      status: 4294966271,
      ignition: false,
    },
    reply: '*HQ,4210051415,V4,V1,<time>#',
  },
  {
    text: '*HQ,1451316451,NBR,112315,724,10,2,2,215,2135,123,215,2131,121,011215,FFFFFFFF#',
    traccar: 'Attributes',
    heartbeat: { mcc: 724, mnc: 10, lac: 215, cellId: 2135, status: 4294967295, ignition: true },
    reply: '*HQ,1451316451,V4,NBR,<time>#',
  },
  {
    text: '*HQ,1451316485,V1,121557,A,-23-3.3408,S,-48-2.8926,W,0.1,158,241115,FFFFFFFF#',
    traccar: 'Position',
    position: {
      time: '2015-11-24T12:15:57.000Z',
      latitude: -23.05568,
      longitude: -48.04821,
      speedKmh: 0.19,
      heading: 158,
      valid: true,
      status: 4294967295,
      ignition: true,
    },
    reply: '*HQ,1451316485,V4,V1,<time>#',
  },
  {
    text: '*HQ,1451316485,V1,121557,A,-23-35.3408,S,-48-2.8926,W,0.1,158,241115,FFFFFFFF#',
    traccar: 'Position',
    position: {
      time: '2015-11-24T12:15:57.000Z',
      latitude: -23.589013,
      longitude: -48.04821,
      speedKmh: 0.19,
      heading: 158,
      valid: true,
      status: 4294967295,
      ignition: true,
    },
    reply: '*HQ,1451316485,V4,V1,<time>#',
  },
  {
    text: '*HQ,355488020119695,V1,050418,,2827.61232,N,07703.84822,E,0.00,0,031015,FFFEFBFF#',
    traccar: 'Position',
    position: {
      time: '2015-10-03T05:04:18.000Z',
      latitude: 28.460205,
      longitude: 77.064137,
      speedKmh: 0,
      heading: 0,
      valid: false,
      status: 4294900735,
      ignition: false,
    },
    reply: '*HQ,355488020119695,V4,V1,<time>#',
  },
  {
    text: '*HQ,1451316409,V1,030149,A,-23-29.0095,S,-46-51.5852,W,2.4,065,070315,FFFFFFFF#',
    traccar: 'Position',
    position: {
      time: '2015-03-07T03:01:49.000Z',
      latitude: -23.483492,
      longitude: -46.859753,
      speedKmh: 4.44,
      heading: 65,
      valid: true,
      status: 4294967295,
      ignition: true,
    },
    reply: '*HQ,1451316409,V4,V1,<time>#',
  },
  {
    text: '*HQ,353588020068342,V1,000000,V,0.0000,0,0.0000,0,0.00,0.00,000000,ffffffff,000106,000002,000203,004c87,16#',
    traccar: 'Null',
    skipped: 'a "V1" line not read',
  },
  {
    text: '*HQ,3800008786,V1,062507,V,3048.2437,N,03058.5617,E,000.00,000,250413,FFFFFBFF#',
    traccar: 'Position',
    position: {
      time: '2013-04-25T06:25:07.000Z',
      latitude: 30.804062,
      longitude: 30.976028,
      speedKmh: 0,
      heading: 0,
      valid: false,
      status: 4294966271,
      ignition: false,
    },
    reply: '*HQ,3800008786,V4,V1,<time>#',
  },
  {
    text: '*HQ,4300256455,V1,111817,A,1935.5128,N,04656.3243,E,0.00,100,170913,FFE7FBFF#',
    traccar: 'Position',
    position: {
      time: '2013-09-17T11:18:17.000Z',
      latitude: 19.59188,
      longitude: 46.938738,
      speedKmh: 0,
      heading: 100,
      valid: true,
      status: 4293393407,
      ignition: false,
      alarm: 'powerCut',
    },
    reply: '*HQ,4300256455,V4,V1,<time>#',
  },
  {
    text: '*HQ,123456789012345,V1,155850,A,5214.5346,N,2117.4683,E,0.00,270.90,131012,ffffffff,000000,000000,000000,000000#',
    traccar: 'Position',
    position: {
      time: '2012-10-13T15:58:50.000Z',
      latitude: 52.242243,
      longitude: 21.291138,
      speedKmh: 0,
      heading: 270.9,
      valid: true,
      status: 4294967295,
      ignition: true,
    },
    reply: '*HQ,123456789012345,V4,V1,<time>#',
  },
  {
    text: '*HQ,353588010001689,V1,221116,A,1548.8220,S,4753.1679,W,0.00,0.00,300413,ffffffff,0002d4,000004,0001cd,000047#',
    traccar: 'Position',
    position: {
      time: '2013-04-30T22:11:16.000Z',
      latitude: -15.8137,
      longitude: -47.886132,
      speedKmh: 0,
      heading: 0,
      valid: true,
      status: 4294967295,
      ignition: true,
    },
    reply: '*HQ,353588010001689,V4,V1,<time>#',
  },
  {
    text: '*HQ,354188045498669,V1,195200,A,701.8915,S,3450.3399,W,0.00,205.70,050213,ffffffff,000243,000000,000000#',
    traccar: 'Position',
    position: {
      time: '2013-02-05T19:52:00.000Z',
      latitude: -7.031525,
      longitude: -34.838998,
      speedKmh: 0,
      heading: 205.7,
      valid: true,
      status: 4294967295,
      ignition: true,
    },
    reply: '*HQ,354188045498669,V4,V1,<time>#',
  },
  {
    text: '*HQ,2705171109,V1,213324,A,5002.5849,N,01433.7822,E,0.00,000,140613,FFFFFFFF#',
    traccar: 'Position',
    position: {
      time: '2013-06-14T21:33:24.000Z',
      latitude: 50.043082,
      longitude: 14.563037,
      speedKmh: 0,
      heading: 0,
      valid: true,
      status: 4294967295,
      ignition: true,
    },
    reply: '*HQ,2705171109,V4,V1,<time>#',
  },
  {
    text: '*TH,2020916012,V1,050316,A,2212.8745,N,11346.6574,E,14.28,028,220902,FFFFFBFF#\r\n',
    traccar: 'Position',
    position: {
      time: '2002-09-22T05:03:16.000Z',
      latitude: 22.214575,
      longitude: 113.777623,
      speedKmh: 26.45,
      heading: 28,
      valid: true,
      status: 4294966271,
      ignition: false,
    },
    reply: '*HQ,2020916012,V4,V1,<time>#',
  },
  {
    text: '*TH,2020916012,V4,S17,130305,050316,A,2212.8745,N,11346.6574,E,14.28,028,220902,FFFFFBFF#',
    traccar: 'Position',
    result: 'S17,130305',
    position: {
      time: '2002-09-22T05:03:16.000Z',
      latitude: 22.214575,
      longitude: 113.777623,
      speedKmh: 26.45,
      heading: 28,
      valid: true,
      status: 4294966271,
      ignition: false,
    },
  },
  {
    text: '*TH,2020916012,V4,S14,100,10,1,3,130305,050316,A,2212.8745,N,11346.6574,E,14.28,028,220902,FFFFFBFF#',
    traccar: 'Position',
    result: 'S14,100,10,1,3,130305',
    position: {
      time: '2002-09-22T05:03:16.000Z',
      latitude: 22.214575,
      longitude: 113.777623,
      speedKmh: 26.45,
      heading: 28,
      valid: true,
      status: 4294966271,
      ignition: false,
    },
  },
  {
    text: '*TH,2020916012,V4,S20,ERROR,130305,050316,A,2212.8745,N,11346.6574,E,14.28,028,220902,FFFFFBFF#',
    traccar: 'Position',
    result: 'S20,ERROR,130305',
    position: {
      time: '2002-09-22T05:03:16.000Z',
      latitude: 22.214575,
      longitude: 113.777623,
      speedKmh: 26.45,
      heading: 28,
      valid: true,
      status: 4294966271,
      ignition: false,
    },
  },
  {
    text: '*TH,2020916012,V4,S20,DONE,130305,050316,A,2212.8745,N,11346.6574,E,14.28,028,220902,F7FFFBFF#',
    traccar: 'Position',
    result: 'S20,DONE,130305',
    position: {
      time: '2002-09-22T05:03:16.000Z',
      latitude: 22.214575,
      longitude: 113.777623,
      speedKmh: 26.45,
      heading: 28,
      valid: true,
      status: 4160748543,
      ignition: false,
    },
  },
  {
    text: '*TH,2020916012,V4,R8,ERROR,130305,050316,A,2212.8745,N,11346.6574,E,14.28,028,220902,FFFFFBFF#',
    traccar: 'Position',
    result: 'R8,ERROR,130305',
    position: {
      time: '2002-09-22T05:03:16.000Z',
      latitude: 22.214575,
      longitude: 113.777623,
      speedKmh: 26.45,
      heading: 28,
      valid: true,
      status: 4294966271,
      ignition: false,
    },
  },
  {
    text: '*TH,2020916012,V4,S23,165.165.33.250:8800,130305,050316,A,2212.8745,N,11346.6574,E,14.28,028,220902,FFFFFBFF#',
    traccar: 'Position',
    result: 'S23,165.165.33.250:8800,130305',
    position: {
      time: '2002-09-22T05:03:16.000Z',
      latitude: 22.214575,
      longitude: 113.777623,
      speedKmh: 26.45,
      heading: 28,
      valid: true,
      status: 4294966271,
      ignition: false,
    },
  },
  {
    text: '*TH,2020916012,V4,S24,thit.gd,130305,050316,A,2212.8745,N,11346.6574,E,14.28,028,220902,FFFFFBFF#',
    traccar: 'Position',
    result: 'S24,thit.gd,130305',
    position: {
      time: '2002-09-22T05:03:16.000Z',
      latitude: 22.214575,
      longitude: 113.777623,
      speedKmh: 26.45,
      heading: 28,
      valid: true,
      status: 4294966271,
      ignition: false,
    },
  },
  {
    text: '*TH,2020916012,V4,S1,OK,pass_word,130305,050316,A,2212.8745,N,11346.6574,E,14.28,028,220902,FFFFFBFD#',
    traccar: 'Position',
    result: 'S1,OK,pass_word,130305',
    position: {
      time: '2002-09-22T05:03:16.000Z',
      latitude: 22.214575,
      longitude: 113.777623,
      speedKmh: 26.45,
      heading: 28,
      valid: true,
      status: 4294966269,
      ignition: false,
      alarm: 'sos',
    },
  },
  {
    text: '*HQ,353588020068342,V1,062840,A,5241.1249,N,954.9490,E,0.00,0.00,231013,ffffffff,000106,000002,000203,004c87,24#',
    traccar: 'Position',
    position: {
      time: '2013-10-23T06:28:40.000Z',
      latitude: 52.685415,
      longitude: 9.915817,
      speedKmh: 0,
      heading: 0,
      valid: true,
      status: 4294967295,
      ignition: true,
    },
    reply: '*HQ,353588020068342,V4,V1,<time>#',
  },
  {
    text: '*HQ,353505220903211,V1,075228,A,5227.5039,N,01032.8443,E,0.00,0,231013,FFFBFFFF,106,14, 201,2173#',
    traccar: 'Position',
    position: {
      time: '2013-10-23T07:52:28.000Z',
      latitude: 52.458398,
      longitude: 10.547405,
      speedKmh: 0,
      heading: 0,
      valid: true,
      status: 4294705151,
      ignition: true,
      alarm: 'sos',
    },
    reply: '*HQ,353505220903211,V4,V1,<time>#',
  },
  {
    text: '*HQ,353505220903211,V1,140817,A,5239.3538,N,01003.5292,E,21.03,312,221013,FFFBFFFF,106,14, 203,1cd#',
    traccar: 'Position',
    position: {
      time: '2013-10-22T14:08:17.000Z',
      latitude: 52.655897,
      longitude: 10.05882,
      speedKmh: 38.95,
      heading: 312,
      valid: true,
      status: 4294705151,
      ignition: true,
      alarm: 'sos',
    },
    reply: '*HQ,353505220903211,V4,V1,<time>#',
  },
  {
    text: '*HQ,356823035368767,V1,083618,A,0955.6392,N,07809.0796,E,0.00,0,070414,FFFBFFFF,194,3b5,  71,c9a9#',
    traccar: 'Position',
    position: {
      time: '2014-04-07T08:36:18.000Z',
      latitude: 9.92732,
      longitude: 78.151327,
      speedKmh: 0,
      heading: 0,
      valid: true,
      status: 4294705151,
      ignition: true,
      alarm: 'sos',
    },
    reply: '*HQ,356823035368767,V4,V1,<time>#',
  },
  { text: '*HQ,8401016597,BASE,152609,0,0,0,0,211014,FFFFFFFF#', traccar: 'Null', skipped: 'a "BASE" line not read' },
  {
    hex: '2441060116601245431311165035313006004318210e000000fffffbffff0024',
    traccar: 'Position',
    position: {
      time: '2016-11-13T12:45:43.000Z',
      latitude: 50.58855,
      longitude: 4.53035,
      speedKmh: 0,
      heading: 0,
      valid: true,
      status: 4294966271,
      ignition: false,
      batt: 100,
    },
  },
  {
    hex: '24410600082621532131081504419390060740418306000000fffffbfdff0015060000002c02dc0c000000001f',
    traccar: 'Position',
    position: {
      time: '2015-08-31T21:53:21.000Z',
      latitude: 4.698983,
      longitude: -74.069717,
      speedKmh: 0,
      heading: 0,
      valid: true,
      status: 4294966269,
      ignition: false,
      alarm: 'sos',
      batt: 100,
    },
  },
  {
    hex: '2427051711092133391406135002584900014337822e000000ffffffffff0000',
    traccar: 'Position',
    position: {
      time: '2013-06-14T21:33:39.000Z',
      latitude: 50.043082,
      longitude: 14.563037,
      speedKmh: 0,
      heading: 0,
      valid: true,
      status: 4294967295,
      ignition: true,
    },
  },
  {
    hex: '2427051711092134091406135002584900014337822e000000ffffffffff0000',
    traccar: 'Position',
    position: {
      time: '2013-06-14T21:34:09.000Z',
      latitude: 50.043082,
      longitude: 14.563037,
      speedKmh: 0,
      heading: 0,
      valid: true,
      status: 4294967295,
      ignition: true,
    },
  },
  {
    hex: '2410307310010503162209022212874500113466574C014028fffffbffff0000',
    traccar: 'Position',
    position: {
      time: '2002-09-22T05:03:16.000Z',
      latitude: 22.214575,
      longitude: 113.777623,
      speedKmh: 25.93,
      heading: 28,
      valid: false,
      status: 4294966271,
      ignition: false,
    },
  },
  {
    hex: '2441090013450831250401145047888000008554650e000000fffff9ffff001006000000000106020299109c01',
    traccar: 'Position',
    position: {
      time: '2014-01-04T08:31:25.000Z',
      latitude: 50.798133,
      longitude: 8.924417,
      speedKmh: 0,
      heading: 0,
      valid: true,
      status: 4294965759,
      ignition: false,
    },
  },
  {
    hex: '24270517030820321418041423307879000463213792000056fffff9ffff0000',
    traccar: 'Position',
    position: {
      time: '2014-04-18T20:32:14.000Z',
      latitude: -23.513132,
      longitude: -46.535632,
      speedKmh: 0,
      heading: 56,
      valid: true,
      status: 4294965759,
      ignition: false,
    },
  },
  {
    hex: '2441091144271222470112142233983006114026520E000000FFFFFBFFFF0014060000000001CC00262B0F170A',
    traccar: 'Position',
    position: {
      time: '2014-12-01T12:22:47.000Z',
      latitude: 22.566383,
      longitude: 114.0442,
      speedKmh: 0,
      heading: 0,
      valid: true,
      status: 4294966271,
      ignition: false,
      batt: 100,
    },
  },
  {
    hex: '24971305007205201916101533335008000073206976000000effffbffff000252776566060000000000000000000049',
    traccar: 'Position',
    position: {
      time: '2015-10-16T05:20:19.000Z',
      latitude: 33.558347,
      longitude: -7.534495,
      speedKmh: 0,
      heading: 0,
      valid: true,
      status: 4026530815,
      ignition: false,
    },
  },
  {
    text: '*HQ,5226073533,SMS,ST906(70SACD)_TQ_V_2.0 2024/06/07\nID:5226073533\nIP:1.2.3.4 5013\nUT:30,30,300\nVOLT:12.9V\nAPN:internet.example.com\nGPS:A-24-23\nGSM:26#',
    traccar: 'Attribute',
    result:
      'ST906(70SACD)_TQ_V_2.0 2024/06/07\nID:5226073533\nIP:1.2.3.4 5013\nUT:30,30,300\nVOLT:12.9V\nAPN:internet.example.com\nGPS:A-24-23\nGSM:26',
  },
  {
    text: '*HQ,2705171109,V1,213324,A,5002.5849,N,01433.7822,E,0.00,000,140613,FFFFFFFF#',
    traccar: 'Attribute',
    position: {
      time: '2013-06-14T21:33:24.000Z',
      latitude: 50.043082,
      longitude: 14.563037,
      speedKmh: 0,
      heading: 0,
      valid: true,
      status: 4294967295,
      ignition: true,
    },
    reply: '*HQ,2705171109,V4,V1,<time>#',
  },
  {
    hex: '2441091144271222470112142233983006114026520E000000FFFFFBFFFF0014060000000001CC00262B0F170A',
    traccar: 'Attribute',
    position: {
      time: '2014-12-01T12:22:47.000Z',
      latitude: 22.566383,
      longitude: 114.0442,
      speedKmh: 0,
      heading: 0,
      valid: true,
      status: 4294966271,
      ignition: false,
      batt: 100,
    },
  },
  {
    text: '*HQ,4210051415,V1,164549,A,0956.3869,N,08406.7068,W,000.00,000,221215,FFFFFBFF,712,01,0,0,6#',
    traccar: 'Attribute',
    position: {
      time: '2015-12-22T16:45:49.000Z',
      latitude: 9.939782,
      longitude: -84.11178,
      speedKmh: 0,
      heading: 0,
      valid: true,
      status: 4294966271,
      ignition: false,
    },
    reply: '*HQ,4210051415,V4,V1,<time>#',
  },
];

/** The readings compared: every one we store, so an alarm or a cell read where none is expected fails. */
const readings = ['valid', 'status', 'ignition', 'alarm', 'batt', 'odometer', 'fuel', 'mcc', 'mnc', 'lac', 'cellId', 'satellites'];
const pick = (attributes: Record<string, unknown> = {}) =>
  Object.fromEntries(Object.entries(attributes).filter(([key]) => readings.includes(key)));
const bytesOf = (fixture: Fixture) => (fixture.hex ? Buffer.from(fixture.hex, 'hex') : Buffer.from(fixture.text as string, 'latin1'));
const label = (fixture: Fixture) => (fixture.text ?? fixture.hex ?? '').slice(0, 60);

function decodeWhole(fixture: Fixture): Decoded {
  const session: TrackerSession = fixture.named ? { identifier: fixture.named } : {};
  const bytes = bytesOf(fixture);
  let length = h02Codec.frameLength(bytes, session);
  if (length === 0 && fixture.hex) {
    // Binary sizes other than 32 and 45 are cut where the device's next frame starts, never guessed from a lone read.
    expect([32, 45]).not.toContain(bytes.length);
    length = h02Codec.frameLength(Buffer.concat([bytes, Buffer.from('*HQ,')]), session);
  }
  // A text frame's trailing line break is a separator of its own.
  expect(length).toBe(fixture.text ? fixture.text.trimEnd().length : bytes.length);
  return h02Codec.decode(bytes.subarray(0, length), session);
}

describe("H02: the frames of Traccar's decoder test", () => {
  it.each(fixtures.map((fixture) => [label(fixture), fixture] as const))('%s', (_label, fixture) => {
    const decoded = decodeWhole(fixture);
    const positions = decoded.messages.flatMap((message) => (message.kind === 'positions' ? message.positions : []));
    if (fixture.position) {
      const { time, latitude, longitude, speedKmh, heading, altitude, ...attributes } = fixture.position;
      expect(positions).toHaveLength(1);
      const [position] = positions;
      expect(position.time.toISOString()).toBe(time);
      expect(position.latitude).toBeCloseTo(latitude, 5);
      expect(position.longitude).toBeCloseTo(longitude, 5);
      expect(position.speedKmh).toBeCloseTo(speedKmh, 2);
      expect(position.heading).toBe(heading);
      expect(position.altitude).toBe(altitude ?? null);
      expect(pick(position.attributes)).toEqual(attributes);
      expect(position.deviceId).toBe(fixture.named ?? decoded.messages.find((message) => message.kind === 'login')?.identifier);
    } else {
      expect(positions).toEqual([]);
    }
    const heartbeat = decoded.messages.find((message) => message.kind === 'heartbeat');
    expect(heartbeat && heartbeat.kind === 'heartbeat' ? (heartbeat.attributes ?? {}) : undefined).toEqual(fixture.heartbeat);
    const result = decoded.messages.find((message) => message.kind === 'commandResult');
    expect(result?.kind === 'commandResult' ? result.text : undefined).toBe(fixture.result);
    const reply = decoded.reply?.toString('latin1');
    if (fixture.reply) expect(reply).toMatch(new RegExp(`^${fixture.reply.replace(/[*$]/g, '\\$&').replace('<time>', '\\d{14}')}$`));
    else expect(reply).toBeUndefined();
    if (fixture.skipped) expect(decoded.skipped).toContain(fixture.skipped);
    else expect(decoded.skipped).toBeUndefined();
  });

  it('holds every frame of the test (89)', () => {
    expect(fixtures).toHaveLength(89);
  });
});

/** Traccar's H02FrameDecoderTest: each test's inputs in order on one connection, and the frame cut from each. */
const frameDecoderTests: Record<string, [input: string, frame: string][]> = {
  short: [
    [
      '2a48512c3335353438383032303131333931312c56312c3031323934352c412c353233312e37393238332c4e2c30313332342e31303731382c452c302e30352c302c3137303231372c4646464646464646230d0a',
      '2a48512c3335353438383032303131333931312c56312c3031323934352c412c353233312e37393238332c4e2c30313332342e31303731382c452c302e30352c302c3137303231372c464646464646464623',
    ],
    [
      '2441060116601245431311165035313006004318210e000000fffffbffff0024',
      '2441060116601245431311165035313006004318210e000000fffffbffff0024',
    ],
    [
      '2441060116601245431311165035313006004318210e000000fffffbffff00242a48512c343130363031313636302c56312c3132343535322c412c353033352e333132392c4e2c30303433312e383231312c452c3030302e32302c3030302c3133313131362c464646464642464623',
      '2441060116601245431311165035313006004318210e000000fffffbffff0024',
    ],
    [
      '2a48512c3335333538383036303031353536382c56312c3139333530352c412c3830392e303031302c532c333435342e383939372c572c302e30302c302e30302c3239313031332c65666666666266662c3030303264342c3030303030622c3030353338352c3030353261612c323523',
      '2a48512c3335333538383036303031353536382c56312c3139333530352c412c3830392e303031302c532c333435342e383939372c572c302e30302c302e30302c3239313031332c65666666666266662c3030303264342c3030303030622c3030353338352c3030353261612c323523',
    ],
    [
      '24430025645511183817091319355128000465632432000100ffe7fbffff0000',
      '24430025645511183817091319355128000465632432000100ffe7fbffff0000',
    ],
  ],
  long: [
    [
      '24410600082621532131081504419390060740418306000000fffffbfdff0015060000002c02dc0c000000001f',
      '24410600082621532131081504419390060740418306000000fffffbfdff0015060000002c02dc0c000000001f',
    ],
  ],
  alternative: [
    [
      '2a48512c343230363131393133302c4e42522c3130323430332c3233382c312c302c372c313131312c323236342c36332c313131312c323236352c35382c313131312c323236362c35302c313131312c333133352c33372c313131312c3630352c33332c313131312c343932302c33302c313131312c3630372c32382c3131303131372c46464646444646462c3623',
      '2a48512c343230363131393133302c4e42522c3130323430332c3233382c312c302c372c313131312c323236342c36332c313131312c323236352c35382c313131312c323236362c35302c313131312c333133352c33372c313131312c3630352c33332c313131312c343932302c33302c313131312c3630372c32382c3131303131372c46464646444646462c3623',
    ],
    [
      '2442061191301024031101175540227006012321670c000095fffffbffff001f00000001f800ee010000000032',
      '2442061191301024031101175540227006012321670c000095fffffbffff001f00000001f800ee010000000032',
    ],
    [
      '5800009814991024031101175540227006012321670c000095fffffbffff0033',
      '5800009814991024031101175540227006012321670c000095fffffbffff0033',
    ],
    [
      '2a48512c343230363131393133302c4e42522c3130323431362c3233382c312c302c372c313131312c323236342c35332c313131312c323236352c36302c313131312c323236362c34342c313131312c333133352c34332c313131312c3630352c33392c313131312c343932302c32392c313131312c3630372c32342c3131303131372c46464646464246462c3623',
      '2a48512c343230363131393133302c4e42522c3130323431362c3233382c312c302c372c313131312c323236342c35332c313131312c323236352c36302c313131312c323236362c34342c313131312c333133352c34332c313131312c3630352c33392c313131312c343932302c32392c313131312c3630372c32342c3131303131372c46464646464246462c3623',
    ],
  ],
};

describe("H02: the frames of Traccar's frame decoder test", () => {
  it.each(Object.entries(frameDecoderTests))('%s: each input cut where Traccar cuts it', (_name, cases) => {
    const session: TrackerSession = {};
    for (const [input, frame] of cases) {
      const bytes = Buffer.from(input, 'hex');
      const length = h02Codec.frameLength(bytes, session);
      expect(bytes.subarray(0, length).toString('hex')).toBe(frame);
      const decoded = h02Codec.decode(bytes.subarray(0, length), session);
      // The X form is framed and skipped, as Traccar's decoder ignores it; every other frame here decodes.
      if (frame.startsWith('58')) expect(decoded.skipped).toMatch(/X binary report/);
      else expect(decoded.skipped).toBeUndefined();
    }
  });
});
