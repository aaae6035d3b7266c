import { describe, expect, it } from 'vitest';
import { positionRefusal } from '../../ingest/positionRule';
import type { PositionReport } from '../../osmand/positionReport';
import { FrameError, type Decoded, type TrackerSession } from '../protocol';
import { gt06Codec } from './codec';
import { openGt06Frame } from './frame';

/**
 * Every frame of Traccar's public GT06 decoder tests (Gt06ProtocolDecoderTest, Gt06FrameDecoderTest),
 * as hex, in their order, with what we make of each. `traccar` is what Traccar's test checks
 * (`position`: a fix; `attribute`: the value in `asserts` when it is a reading we keep, or
 * `assertsUnkept`, a reading we do not keep; `null`: no position; `notNull`/`attributes`: a record).
 * `model` is the device model Traccar's test sets before the frame (our device model setting).
 * Expected fixes follow the layout Traccar's decoder reads for that protocol number, variant and
 * model (its source is the reference); `refused` names the position rule's refusal (the position
 * is not stored). Frames left out carry the reason.
 */
interface ExpectedPosition {
  time: string | null;
  latitude: number;
  longitude: number;
  speedKmh: number;
  heading: number;
  altitude?: number;
  accuracy?: number;
  attributes: Record<string, string | number | boolean>;
  refused?: string;
}
interface Fixture {
  n: number;
  model?: string;
  traccar: 'position' | 'attribute' | 'attributes' | 'null' | 'notNull';
  asserts?: Record<string, string | number | boolean | null>;
  assertsUnkept?: string;
  hex: string;
  expect?: {
    login?: string;
    positions?: ExpectedPosition[];
    readings?: Record<string, string | number | boolean>;
    commandResult?: string;
    /** The reply's hex, null for none, `time` for the server clock (0x8A). */
    reply: string | null;
    skipped?: boolean;
  };
  leftOut?: string;
}

export const traccarDecoderFrames: Fixture[] = [
  {n:1,traccar:'null',hex:'787805120099abec0d0a',expect:{reply:null,skipped:true}},
  {n:2,traccar:'null',hex:'78780d01086471700328358100093f040d0a',expect:{login:'864717003283581',reply:'78780501000955940d0a'}},
  {n:3,traccar:'attribute',asserts:{power:4.05},hex:'79790026f16318c0000001010100020101000301000004010100050201950006010010000100008021af0d0a',expect:{readings:{armed:true,ignition:true,power:4.05},reply:'787805f10080c0690d0a'}},
  {n:4,traccar:'attribute',asserts:{alarm:'tampering'},hex:'78782da41a0509160203cf05be31f80c306530001c0010012ed000007ef40000000006428b074205041302ff0009389c0d0a',expect:{positions:[{time:'2026-05-09T22:02:03.000Z',latitude:53.528173,longitude:-113.610124,speedKmh:0,heading:0,attributes:{satellites:15,valid:true,mcc:302,mnc:208,lac:0,cellId:8320000,status:66,ignition:true,charge:false,blocked:false,batt:83,gsmSignal:4,alarm:'tampering'}}],reply:'787805a4000963fe0d0a'}},
  {n:5,traccar:'attribute',assertsUnkept:'KEY_DRIVER_UNIQUE_ID, \'20534657\'',hex:'78782e610869412070143950190a1e0d3806c802b0eb0f0561ecdc00d80002d404000004215f0e000001395581000d1ca60d0a',expect:{positions:[{time:'2025-10-30T13:56:06.000Z',latitude:-25.082746,longitude:-50.168727,speedKmh:0,heading:0,attributes:{satellites:8,valid:true,ignition:true,mcc:724,mnc:4,lac:0,cellId:69295886}}],reply:'78780561000d16fd0d0a'}},
  {n:6,traccar:'attribute',assertsUnkept:'\'tag1Temp\', 29.0',hex:'7979001f70002c00046919c641007f000ec4a82841074a7fff64012201dc071ea430360d0a',expect:{reply:'787805701ea4fefe0d0a'}},
  {n:7,traccar:'attribute',asserts:{power:7.39},hex:'79790008940b02e3048614200d0a',expect:{readings:{power:7.39},reply:null}},
  {n:8,traccar:'position',hex:'7979003e3819050e0e0c26c5010fd98e0905f53000ccab0e000302c80100000c240000000000048b08001b002e04000015c4003b020000003c0401020001021f60220d0a',expect:{positions:[{time:'2025-05-14T14:12:38.000Z',latitude:9.89775,longitude:-84.102996,speedKmh:0,heading:171,attributes:{satellites:5,valid:false,ignition:true,mcc:712,mnc:1,lac:3108,cellId:297736}}],reply:null}},
  {n:9,traccar:'attributes',hex:'78780ca346000106640c01123d5f5e0d0a',expect:{readings:{status:70,ignition:true,charge:true,blocked:false,batt:0,gsmSignal:1,alarm:'overspeed'},reply:'787805a3123d3e7d0d0a'}},
  {n:10,traccar:'attribute',assertsUnkept:'KEY_STEPS, 600L',hex:'787818a300000005321e020000000002584f000100060000008f920d0a',expect:{readings:{status:0,ignition:false,charge:false,blocked:false,power:30,batt:79,motion:true},reply:'787805a30000723a0d0a'}},
  {n:11,traccar:'attribute',assertsUnkept:'KEY_HUMIDITY, 75.0',hex:'7979000e941e000000d5000002ee00f59b850d0a',expect:{reply:null}},
  {n:12,traccar:'attribute',assertsUnkept:'\'eventFiles\', \'EVENT_862798052429087_00000000_2024_11_12_22_',hex:'78789795ffff01180b0d031406da04b5ab0d08813df01ca9002c008a9200004556454e545f3836323739383035323432393038375f30303030303030305f323032345f31315f31325f32325f32305f30365f495f35362e6d70342c4556454e545f3836323739383035323432393038375f30303030303030305f323032345f31315f31325f32325f32305f30365f465f35352e6d70340037d45b0d0a',expect:{positions:[{time:'2024-11-13T03:20:06.000Z',latitude:43.897038,longitude:-79.27096,speedKmh:44,heading:169,attributes:{satellites:10,valid:true,power:13.8,alarm:'cornering'}}],reply:'78780595003767710d0a'}},
  {n:13,traccar:'position',hex:'787840a2180b0f0f3407cf00602cd208354064001c6a02dc650000698100000000095674c9114100002a04000100004b31000000000863829079286793020001a22a8f0d0a',expect:{positions:[{time:'2024-11-15T15:52:07.000Z',latitude:3.501628,longitude:-76.504233,speedKmh:0,heading:106,attributes:{satellites:15,valid:true,mcc:732,mnc:101,lac:27009,cellId:156660937,status:65,ignition:false,charge:false,blocked:false,power:0,batt:42,gsmSignal:4,odometer:19.249}}],reply:'787805a201a2b7260d0a'}},
  {n:14,traccar:'notNull',hex:'787895a2180b0f0f1d2602dc65000069810000000009569e9648000069810000000009569e3255000069810000000009569e0052000069810000000009569ec846000069810000000009569e64320000000000000000000000000000000000000000000000000000ff06f27cf64f17e13c909a4a53778c3dc83a350fa1b84522976d5ea4854854af976b9ab04cb04e26d703925102a1ce550d0a',expect:{reply:'787805a202a1afd50d0a'}},
  {n:15,traccar:'attributes',hex:'79790016f26718e430000c0a470000000010020000000024bff50d0a',expect:{reply:'787805f20024cc230d0a'}},
  {n:16,traccar:'attributes',hex:'79790037f26718e389000b0a0423027aca200c465a60000a001d01c4a82828ccfe0000024254425554544f4e2c412c53233136382c35340016a1eb0d0a',expect:{reply:'787805f20016deb20d0a'}},
  {n:17,traccar:'attribute',assertsUnkept:'PREFIX_TEMP + 1, 28.4',hex:'7878131340b2fa000201040000000000011c00400e550d0a',expect:{readings:{status:64,ignition:false,charge:false,blocked:false,satellites:35,batt:1,power:0},reply:'787805130040ba7c0d0a'}},
  {n:18,traccar:'attribute',asserts:{battery:4.02},hex:'787817360005040002003201010018020192006a015f0324aeaf0d0a',expect:{readings:{status:0,ignition:false,charge:false,blocked:false,batt:95,gsmSignal:4,battery:4.02},reply:'7878053603248fb00d0a'}},
  {n:19,traccar:'position',hex:'787840a218061b0e0f05cf021d22430aa2660b005c00014e140000026500000000024d4e02114504df06031c010007d00000000000086973105524576500c802a86fda0d0a',expect:{positions:[{time:'2024-06-27T14:15:05.000Z',latitude:19.702082,longitude:-99.119508,speedKmh:0,heading:0,attributes:{satellites:15,valid:true,ignition:false,mcc:334,mnc:20,lac:613,cellId:38620674,status:69,charge:true,blocked:false,power:12.47,batt:100,gsmSignal:3,odometer:512}}],reply:'787805a202a832140d0a'}},
  {n:20,traccar:'attribute',assertsUnkept:'\'networkTechnology\', \'4G\'',hex:'79790007940b010a0b5ace0d0a',expect:{reply:null}},
  {n:21,traccar:'attribute',assertsUnkept:'\'altitude\', -31703.0',hex:'7878293218061301261ccd0274c4ad050d7c960018000a02d4000ac3c70dbdc40b46f004210202af001784290d0a',expect:{positions:[{time:'2024-06-19T01:38:28.000Z',latitude:-22.892754,longitude:-47.094412,speedKmh:0,heading:0,altitude:-31703,attributes:{satellites:13,valid:true,mcc:724,mnc:10,lac:50119,cellId:990163045805196300,status:2,ignition:true,charge:false,blocked:false,gsmSignal:0},refused:'altitude'}],reply:'787805320017c5a10d0a'}},
  {n:22,traccar:'attribute',assertsUnkept:'\'altitude\', 678.0',hex:'78782a31180613012b39cc0274c4dc050d7cd000180002d4000ac3c70dbdc4150100000000000002a6000ea40b0d0a',expect:{positions:[{time:'2024-06-19T01:43:57.000Z',latitude:-22.89278,longitude:-47.094444,speedKmh:0,heading:0,altitude:678,attributes:{satellites:12,valid:true,mcc:724,mnc:10,lac:50119,cellId:990163087581511700,ignition:false}}],reply:'78780531000ea7850d0a'}},
  {n:23,traccar:'attribute',assertsUnkept:'KEY_DRIVER_UNIQUE_ID, \'bf0000012ca7e001\'',hex:'7878281718060e021831c6026e8acc0c361b1000140001cc00286d000f4dbf0000012ca7e001000004b2630d0a',expect:{positions:[{time:'2024-06-14T02:24:49.000Z',latitude:22.666069,longitude:113.818036,speedKmh:0,heading:0,attributes:{satellites:6,valid:true,mcc:460,mnc:0,lac:10349,cellId:3917}}],reply:'787805170004dd3d0d0a'}},
  {n:24,traccar:'notNull',hex:'78782732180214123324ca0162bdf0041f45d900190b0a02d4000bc5270000ec025206040202005e07e10d0a',expect:{positions:[{time:'2024-02-20T18:51:36.000Z',latitude:-12.91576,longitude:-38.421312,speedKmh:0,heading:267,altitude:3338,attributes:{satellites:10,valid:true,mcc:724,mnc:11,lac:50471,cellId:259494710215682,status:0,ignition:false,charge:false,blocked:false,batt:94}}],reply:'78780532005e1a640d0a'}},
  {n:25,traccar:'attribute',asserts:{batt:93},hex:'78782616170a080c0e24c0027c58ad0c2b8b0100454e0901cc0025030328e7a0005d4b13021ec373170d0a',expect:{positions:[{time:'2023-10-08T12:14:36.000Z',latitude:23.168665,longitude:113.433458,speedKmh:0,heading:334,attributes:{satellites:0,valid:false,ignition:false,mcc:460,mnc:0,lac:9475,cellId:53012384,status:0,charge:false,blocked:false,batt:93,alarm:'tampering'}}],reply:'787805161ec33ad30d0a'}},
  {n:26,traccar:'attribute',asserts:{alarm:'sos'},hex:'787826161709130f3a2dcc02c55f2a089f9af9005c210901360481fe066d9b03413e420102035f92fe0d0a',expect:{positions:[{time:'2023-09-19T15:58:45.000Z',latitude:25.827437,longitude:-80.376458,speedKmh:0,heading:33,attributes:{satellites:12,valid:true,ignition:false,mcc:310,mnc:4,lac:33278,cellId:107846403,status:65,charge:false,blocked:false,batt:62,alarm:'sos'}}],reply:'78780516035f41df0d0a'}},
  {n:27,traccar:'attribute',assertsUnkept:'PREFIX_TEMP + 1, 0.32',hex:'78782f221709130f3a32cc02c55f2a089f9afc005c2101360481fe066d9b03000000000025d4000000000020002d036049d70d0a',expect:{positions:[{time:'2023-09-19T15:58:50.000Z',latitude:25.827437,longitude:-80.37646,speedKmh:0,heading:33,attributes:{satellites:12,valid:true,ignition:false,mcc:310,mnc:4,lac:33278,cellId:107846403,odometer:9.684}}],reply:null}},
  {n:28,traccar:'attribute',assertsUnkept:'KEY_EVENT, 0x69',hex:'78785995ffff01170719152013df0163d45f041ee52018be002f00876900004556454e545f3836323739383035303137353131325f30303030303030305f323032335f30375f32355f31385f33325f30355f31342e6d70340119d15a0d0a',expect:{positions:[{time:'2023-07-25T21:32:19.000Z',latitude:-12.955359,longitude:-38.407556,speedKmh:47,heading:190,attributes:{satellites:15,valid:true,power:13.5}}],reply:'787805950119b6d50d0a'}},
  {n:29,traccar:'attribute',asserts:{ignition:false},hex:'787829a01707150f2d0ecd01635100041e96d000087c02d4020000912e000000000718798d000e0006ed3ce50d0a',expect:{positions:[{time:'2023-07-21T15:45:14.000Z',latitude:-12.936676,longitude:-38.396418,speedKmh:0,heading:124,attributes:{satellites:13,valid:false,mcc:724,mnc:2,lac:37166,cellId:119044493,ignition:false}}],reply:'787805a006edf5650d0a'}},
  {n:30,traccar:'notNull',hex:'787829a0170704112226cf0163fe7c0420f6f000091302d402000091290000000007186b8f01030001460d010d0a',expect:{positions:[{time:'2023-07-04T17:34:38.000Z',latitude:-12.961349,longitude:-38.482907,speedKmh:0,heading:275,attributes:{satellites:15,valid:false,mcc:724,mnc:2,lac:37161,cellId:119040911,ignition:true}}],reply:'787805a00146a3b40d0a'}},
  {n:31,traccar:'attribute',assertsUnkept:'KEY_RESULT, \'D7520A62\'',hex:'797900109b0344373532304136320d0a000f87f00d0a',expect:{reply:null}},
  {n:32,traccar:'attribute',asserts:{alarm:'sos'},hex:'7878241617070a150e24ca01fba0040780e177005c0001720253360027db6204e40400004bf1e90d0a',expect:{positions:[{time:'2023-07-10T21:14:36.000Z',latitude:18.482064,longitude:-69.937133,speedKmh:0,heading:0,attributes:{satellites:10,valid:true,ignition:true,mcc:370,mnc:2,lac:21302,cellId:10203,status:98,charge:false,blocked:false,alarm:'sos',batt:66}}],reply:'78780516004b3d120d0a'}},
  {n:33,traccar:'attribute',asserts:{power:null},hex:'78780a130604ea04000006bc8a0d0a',expect:{readings:{status:6,ignition:true,charge:true,blocked:false,batt:66,alarm:'geofenceEnter'},reply:'7878051300069d4e0d0a'}},
  {n:34,traccar:'attributes',hex:'797900849404414c4d313d43353b414c4d323d43433b414c4d333d35433b535441313d43303b4459443d30313b534f533d303133323838333730302c2c3b43454e5445523d303133323838333730303b46454e43453d46656e63652c4f46462c302c302e3030303030302c302e3030303030302c3330302c494e206f72204f55542c313b00b79d120d0a',expect:{reply:null}},
  {n:35,traccar:'attribute',assertsUnkept:'KEY_DRIVING_TIME, 0',hex:'78782912170316053b3bcf015b51220af1201105d56100000000000000000000869c0130010000000238d1af0d0a',expect:{positions:[{time:'2023-03-22T05:59:59.000Z',latitude:12.645423,longitude:101.985858,speedKmh:5,heading:353,attributes:{satellites:15,valid:true,ignition:true,mcc:0,mnc:0,lac:0,cellId:0,odometer:34.46,alarm:'general'}}],reply:null}},
  {n:36,traccar:'attribute',asserts:{alarm:'lowBattery'},hex:'78781219012ed042cc00954d00040419000056fe290d0a',leftOut:'bad CRC: fe29 sent, 2287 computed'},
  {n:37,traccar:'attribute',asserts:{alarm:'lowBattery'},hex:'78782da4150817073b10cf032eea9c0b6ce0800015141001cc0100009a00000000000a6f24014605041900ff01908a640d0a',leftOut:'bad CRC: 8a64 sent, ffba computed'},
  {n:38,traccar:'attribute',asserts:{alarm:'lowBattery'},hex:'78782627100419092d07c5027ac91c0c4658000005370900000000000000008002001900ff00004df60d0a',leftOut:'bad CRC: 4df6 sent, c359 computed'},
  {n:39,traccar:'position',hex:'78781511170103100e1f9904efe30400a97f88003410ffdd000d0a',expect:{positions:[{time:'2023-01-03T16:14:31.000Z',latitude:46.016713,longitude:6.17124,speedKmh:0,heading:16,attributes:{satellites:9,valid:true}}],reply:null}},
  {n:40,traccar:'attribute',asserts:{alarm:'tampering'},hex:'787819a5012ed0000075df000000000098661502050413000019a12b0d0a',expect:{readings:{mcc:302,mnc:208,lac:30175,cellId:9987605,status:2,ignition:true,charge:false,blocked:false,batt:83,gsmSignal:4,alarm:'tampering'},reply:'787805a5001929a30d0a'}},
  {n:41,traccar:'attribute',asserts:{power:3.67},hex:'7878131302801900002e42016f000000003a0177ef180d0a',expect:{readings:{status:2,ignition:true,charge:false,blocked:false,satellites:0,batt:46,power:3.67},reply:'787805130177e6980d0a'}},
  {n:42,traccar:'attribute',asserts:{alarm:'tampering'},hex:'78782526160913063918c002780fab0c44750f00040008027f14084c0038420600030c020007398e0d0a',expect:{positions:[{time:'2022-09-19T06:57:24.000Z',latitude:23.012646,longitude:114.340559,speedKmh:0,heading:0,attributes:{satellites:0,valid:false,mcc:639,mnc:20,lac:2124,cellId:14402,status:6,ignition:true,charge:true,blocked:false,batt:0,gsmSignal:3,alarm:'tampering'}}],reply:'78780526000733d40d0a'}},
  {n:43,traccar:'attribute',assertsUnkept:'KEY_DOOR, true',hex:'7979000d940516090908081c030defbd2d0d0a',expect:{reply:null}},
  {n:44,traccar:'attribute',asserts:{alarm:'tampering'},hex:'78782516160908063736c0006e70110442fc800000000800000000000000000300002512000473fb0d0a',expect:{positions:[{time:'2022-09-08T06:55:54.000Z',latitude:-4.020916,longitude:39.7216,speedKmh:0,heading:0,attributes:{satellites:0,valid:false,mcc:0,mnc:0,lac:0,cellId:0,status:3,ignition:true,charge:false,blocked:false,batt:0,gsmSignal:0,alarm:'tampering'}}],reply:'78780516000487e10d0a'}},
  {n:45,traccar:'position',hex:'78782e2416061a103600c80275298404a0a24000184602d4023a49006f060104ed01940000086508004139765000be7d640d0a',expect:{positions:[{time:'2022-06-26T16:54:00.000Z',latitude:-22.907096,longitude:-43.1312,speedKmh:0,heading:70,attributes:{satellites:8,valid:true,mcc:724,mnc:2,lac:14921,cellId:28422,ignition:true,power:12.61,battery:4.04}}],reply:null}},
  {n:46,traccar:'attribute',assertsUnkept:'\'serial\', \'RFID:008FB2BEBA39\'',hex:'79790019941b524649443a3030384642324245424133390d0a000c14930d0a',expect:{reply:null}},
  {n:47,traccar:'attribute',asserts:{ignition:false},hex:'7878241216040e102c22cf00915ffb04c6016300195a02d402283b00753f400571040001dda4880d0a',expect:{positions:[{time:'2022-04-14T16:44:34.000Z',latitude:-5.292939,longitude:-44.491859,speedKmh:0,heading:346,attributes:{satellites:15,valid:true,mcc:724,mnc:2,lac:10299,cellId:30015,status:64,ignition:false,charge:false,blocked:false,power:13.93}}],reply:null}},
  {n:48,traccar:'notNull',hex:'787831241603060c231e000194620213ee00606a3413ee0060692e000000000000000000000000000000000000000000003a0cb70d0a',expect:{reply:'78780524003a6c0a0d0a'}},
  {n:49,traccar:'notNull',hex:'78783b2810010d02020201cc00287d001f713e287d001f7231287d001e232d287d001f4018000000000000000000000000000000000000ff00020005b14b0d0a',expect:{reply:'78780528000500dd0d0a'}},
  {n:50,traccar:'notNull',hex:'78782111150b0b022c30c804b7af7808810cb0003c00012e02d075df0084890c000679950d0a',expect:{positions:[{time:'2021-11-11T02:44:48.000Z',latitude:43.970484,longitude:-79.263956,speedKmh:0,heading:0,attributes:{satellites:8,valid:true,mcc:302,mnc:720,lac:30175,cellId:8685836}}],reply:null}},
  {n:51,traccar:'notNull',hex:'797900377000000001020035000103002c0004616219d00043000b013601048153931500001a0001000808652820400643521000000101004e46760d0a',expect:{reply:'78780570004eb92b0d0a'}},
  {n:52,traccar:'null',hex:'7878171915061810051a01f90101700d08c8f50c0000065494ae0d0a',expect:{reply:null}},
  {n:53,traccar:'notNull',hex:'78783b2e10010d02020201cc00287d001f713e287d001f7231287d001e232d287d001f4018000000000000000000000000000000000000ff00020005b14b0d0a',leftOut:'bad CRC: b14b sent, 5d85 computed'},
  {n:54,traccar:'position',hex:'787822220f0c1d023305c9027ac8180c46586000140001cc00287d001f71000001000820860d0a',expect:{positions:[{time:'2015-12-29T02:51:05.000Z',latitude:23.111693,longitude:114.409298,speedKmh:0,heading:0,attributes:{satellites:9,valid:true,mcc:460,mnc:0,lac:10365,cellId:8049,ignition:false}}],reply:null}},
  {n:55,traccar:'attribute',assertsUnkept:'PREFIX_TEMP + 1, 0x1c',hex:'78782b1215050d03041bcf031ff30a0be795bc001c17014e14a065dd95314504b6040000001c00000cd90ab8fb6f0d0a',expect:{positions:[{time:'2021-05-13T03:04:27.000Z',latitude:29.125268,longitude:-110.95918,speedKmh:0,heading:23,attributes:{satellites:15,valid:true,mcc:334,mnc:20,lac:41061,cellId:14521649,status:69,ignition:false,charge:true,blocked:false,power:12.06,odometer:32.89}}],reply:null}},
  {n:56,traccar:'attribute',asserts:{batt:6},hex:'7878151330802b00000642014f0008720000802b5ee4d4c90d0a',expect:{readings:{batt:6},reply:'787805135ee410b50d0a'}},
  {n:57,traccar:'attribute',assertsUnkept:'KEY_ICCID, \'89882390000097302650\'',hex:'7878281520000000003c49434349443a38393838323339303030303039373330323635303e00020d446f260d0a',expect:{reply:'787805150d449af90d0a'}},
  {n:58,traccar:'attribute',assertsUnkept:'KEY_RESULT, \'80d600\'',hex:'797900099b0380d600046f91e90d0a',expect:{reply:null}},
  {n:59,traccar:'null',hex:'797900a56615010d081f3b012c323131303d30303033643238342c323130353d30303030316332302c323130623d30303030326537632c323130633d30303033643238342c323130663d30303030306331632c323130643d30303030323166632c323161363d30303030303030302c323130343d30303030306531302c323132663d30303030303030302c323134353d30303030303030302ccb03851f5f03c020525514a7003e216a0d0a',expect:{reply:null,skipped:true}},
  {n:60,traccar:'notNull',hex:'797900cd8c15010d08200d013137333d302c3232333d312c3238333d30303032373464382c3436333d30303030303239352c3437333d30303030363333622c3438333d30303030303036372c3242333d30303030303030302c3244333d30303030316332302c3335333d30303030323133342c3336333d30303033626430382c3339333d30303030303336622c3330333d30303030303539362c3439333d30303030306563382c3441333d2c3341333d30303030303430352c3530333d30303030cb03850c3603c025af5414a6003fc5940d0a',expect:{readings:{ignition:true},reply:null}},
  {n:61,traccar:'notNull',hex:'787844f3140c0b0a262a070000dc9fdb1c1d760000c83a3569a37100008825937287000000ec41180c8209000088c39749553700003891d5604d6300003891d5604d68002ec4230d0a',expect:{reply:null}},
  {n:62,traccar:'attribute',assertsUnkept:'KEY_RESULT, \'32382e33a1e60d0a\'',hex:'7979000e9b0332382e33a1e60d0a0289be490d0a',expect:{reply:null}},
  {n:63,traccar:'position',hex:'7878353714080d05000ac500a886eb0b7522f000100001fe0a05ea004f1b000001002e0400002328003b0217c0003c0401020001002c468a0d0a',expect:{positions:[{time:'2020-08-13T05:00:10.000Z',latitude:-6.135882,longitude:106.79224,speedKmh:0,heading:0,attributes:{satellites:5,valid:true,mcc:510,mnc:10,lac:1514,cellId:20251,ignition:false,odometer:9}}],reply:'78780537002c734c0d0a'}},
  {n:64,traccar:'attribute',assertsUnkept:'KEY_ICCID, \'8966051912408052452\'',hex:'79790020940a035985708236675805200502187214018966051912408052452f000355560d0a',expect:{reply:null}},
  {n:65,traccar:'position',hex:'7878252612030c063816c3026c10540c38c9700144030901cc002866000eee0c06040302000da2db0d0a',expect:{positions:[{time:'2018-03-12T06:56:22.000Z',latitude:22.575833,longitude:113.915653,speedKmh:1,heading:3,attributes:{satellites:3,valid:false,ignition:false,mcc:460,mnc:0,lac:10342,cellId:3822,status:12,charge:true,blocked:false,alarm:'vibration',batt:100,gsmSignal:4}}],reply:'78780526000d9c8e0d0a'}},
  {n:66,traccar:'attribute',asserts:{batt:100},hex:'78784a1614051c150204ec02777e560c2a2a2a5314af000000000000040000000000000000000000000000000000000000000000000000000000000000000000000000007e061b0982004b24c00d0a',expect:{positions:[{time:'2020-05-28T21:02:04.000Z',latitude:22.991977,longitude:113.383277,speedKmh:83,heading:175,attributes:{satellites:12,valid:true,status:126,ignition:true,charge:true,blocked:false,alarm:'removing,vibration',batt:100}}],reply:'78780516004b3d120d0a'}},
  {n:67,traccar:'attribute',assertsUnkept:'KEY_DRIVER_UNIQUE_ID, \'4277efef\'',hex:'7979000e941b02084277efef350303eadaed0d0a',expect:{reply:null}},
  {n:68,traccar:'attributes',hex:'7878711213081f081d0fc6017ba3fa0ac62a923e550e02080503f300b26d000000004b20202020202020202020202020202020202020202020202020202020202020202020202020202020202020202020202020202020202020202020202020202020202020202020202020202030300017c7470d0a',expect:{positions:[{time:'2019-08-31T08:29:15.000Z',latitude:13.82229,longitude:100.42177,speedKmh:62,heading:270,attributes:{satellites:6,valid:true,ignition:false,mcc:520,mnc:5,lac:1011,cellId:45677,odometer:0}}],reply:null}},
  {n:69,traccar:'attributes',hex:'797900b2700000000102003500010400330012000000000000000000000000000000000000003400061354a48dff00003400061154a48e56000011000a000000000000000000000001000803537601000282180002000802140743044211890003000a89340752000038689636001800020182002b000116002c000454a4ff350009000100000a0001010028000100002e000400000000002a00010000290004000000000030000a000101680014016802d00000b38f0d0a',expect:{positions:[{time:'1970-01-01T00:00:00.000Z',latitude:0,longitude:0,speedKmh:0,heading:0,altitude:0,attributes:{satellites:0,valid:false,battery:3.86,hdop:0,odometer:0},refused:'noFix'}],reply:'78780570000012510d0a'}},
  {n:70,traccar:'attribute',asserts:{alarm:'general'},hex:'78780c95130a071223200100013ad10d0a',expect:{readings:{alarm:'general'},reply:'78780595000133c40d0a'}},
  {n:71,traccar:'attribute',assertsUnkept:'PREFIX_ADC + 1, 4.48',hex:'78783c3400000000130a1906011105029b4d450b1828d5001c00000000009e7d014e140fc000004e990000000004c301a442210000020101c001c0000591aa0d',leftOut:'no 0D 0A at the end of the frame'},
  {n:72,traccar:'attribute',asserts:{alarm:'removing'},hex:'797900a87000000001020035000101003300125d7e3a180600d504b598f708814b3a001d1500340006125d7e39dc000011000a012e02620000000000000001000803537601000129800002000803102608593397620003000a89012608522933976266001800020172002b000114002c00045d7df3c70009000106000a000109002800010d002e00040000f25d002a000111002900040000017e0030000a000100b4000a00b402d0000591250d0a',expect:{positions:[{time:'2019-09-15T13:18:16.000Z',latitude:43.894466,longitude:-79.27285,speedKmh:0,heading:277,altitude:213,attributes:{satellites:6,valid:true,alarm:'removing',battery:3.7,hdop:1.3,odometer:1576140.8}}],reply:'78780570000545fc0d0a'}},
  {n:73,traccar:'position',hex:'797900a87000000001020035000100003300125d62bf3a0800e804b5994308814a87001d5d00340006115d62bf29000011000a012e02620000000000000001000803537601000129800002000803102608593397620003000a8901260852293397626600180002017d002b000116002c00045d6278ea0009000108000a00010b002800010b002e00040000f0c1002a00010000290004000000be0030000a000100b4000a00b402d00006c5490d0a',expect:{positions:[{time:'2019-08-25T17:02:50.000Z',latitude:43.894508,longitude:-79.272751,speedKmh:0,heading:349,altitude:232,attributes:{satellites:8,valid:true,battery:3.81,hdop:1.1,odometer:3253731.328}}],reply:'78780570000677670d0a'}},
  {n:74,traccar:'attribute',assertsUnkept:'KEY_RESULT, \'0235393030423438434542384103\'',hex:'797900149b03023539303042343843454238410300139ba40d0a',expect:{reply:null}},
  {n:75,traccar:'position',hex:'787821121303120b2524c70138e363085b549003d43301940057d200cd52c000006aa1ca0d0a',expect:{positions:[{time:'2019-03-18T11:37:36.000Z',latitude:11.391913,longitude:77.89064,speedKmh:3,heading:51,attributes:{satellites:7,valid:true,ignition:true,mcc:404,mnc:0,lac:22482,cellId:52562}}],reply:null}},
  {n:76,traccar:'attribute',asserts:{alarm:'removing'},hex:'7878251613020c12141ac5027951430c2a16f60014000900000000001a00007c550300020002f1e70d0a',expect:{positions:[{time:'2019-02-12T18:20:26.000Z',latitude:23.058384,longitude:113.380546,speedKmh:0,heading:0,attributes:{satellites:5,valid:true,mcc:0,mnc:0,lac:0,cellId:1703936,status:124,ignition:false,charge:true,blocked:false,alarm:'removing',batt:85,gsmSignal:3}}],reply:'787805160002e2d70d0a'}},
  {n:77,traccar:'notNull',hex:'7878006919012105090303028f01007549e05a00bc9c5c5a007a8d1a5a0d0a',expect:{reply:'787800691901210509030d0a'}},
  {n:78,traccar:'notNull',hex:'7878001719011910543607028f0100bc2e695a00bcb3635a00bc27c56400bc447b6400bc46c96400bc33ce6400bc64ca640d0a',expect:{reply:'787800171901191054360d0a'}},
  {n:79,traccar:'attributes',hex:'797900de8c120b1502121b013137333d302c3232333d312c3238333d30303030303030302c3436333d30303030303035362c3437333d30303030303030662c3438333d30303030303031312c3242333d30303030303030302c3244333d30303030313839632c3335333d30303030313661382c3336333d30303032386163382c3339333d30303030303230612c3330333d30303030303561612c3439333d30303030303030302c3441333d4b4e4146323431434d4b353031343235352c3341333d30303030303338352c3530333d30303030c0041df0940f89c06700000000c800910d0a',expect:{readings:{ignition:true},reply:null}},
  {n:80,traccar:'attributes',hex:'79790020940a035985708053908307060104900402788950301217070401538f0003e8210d0a',expect:{reply:null}},
  {n:81,traccar:'position',hex:'78783c3439000000120a0902093a07031f9e690529be2e00155500000016214901a30308b70000b3fb004aa82b059401a3422100000001000000007d9370b90d0a',expect:{positions:[{time:'2018-10-09T02:09:58.000Z',latitude:29.113232,longitude:48.12319,speedKmh:0,heading:341,attributes:{satellites:7,valid:true,odometer:1450.313,mcc:419,mnc:3,lac:2231,cellId:46075,battery:14.28,power:4.19}}],reply:null}},
  {n:82,traccar:'attributes',hex:'7878079404eb001c705d0d0a',expect:{readings:{power:12.59},reply:null}},
  {n:83,traccar:'notNull',hex:'78781219028f0a29e10036f12003040102000875dc0d0a',expect:{readings:{mcc:655,mnc:10,lac:10721,cellId:14065,status:32,ignition:false,charge:false,blocked:false,alarm:'sos',batt:50,gsmSignal:4},reply:'787805190008074a0d0a'}},
  {n:84,traccar:'attributes',hex:'79790008940000ed0289d6860d0a',expect:{reply:null}},
  {n:85,traccar:'attributes',hex:'797900a59404414c4d313d34353b414c4d323d44353b414c4d333d35353b535441313d34303b4459443d30313b534f533d303538353036313536372c2c3b43454e5445523d3b46454e43453d46656e63652c4f46462c302c302e3030303030302c302e3030303030302c3330302c494e206f72204f55542c303b49434349443d38393937313033313031303038393539303432463b4d4f44453d4d4f44452c312c3138303b0008f65e0d0a',expect:{reply:null}},
  {n:86,traccar:'position',hex:'78782222120616083817c5050cc8c801a819d600152400e8011dbf003332000000004862500d0a',expect:{positions:[{time:'2018-06-22T08:56:23.000Z',latitude:47.06884,longitude:15.441043,speedKmh:0,heading:292,attributes:{satellites:5,valid:true,mcc:232,mnc:1,lac:7615,cellId:13106,ignition:false}}],reply:null}},
  {n:87,traccar:'attributes',hex:'78780b23c00122040001000818720d0a',expect:{readings:{armed:false,ignition:false,charge:false,battery:2.9},reply:'787805230008f29e0d0a'}},
  {n:88,traccar:'notNull',hex:'78782ea4110c0c02281bf6026c18720c38d22800149c1181cc00010000260e000000000615f8012c05041102ff001058fd0d0a',expect:{positions:[{time:'2017-12-12T02:40:27.000Z',latitude:22.576988,longitude:113.916893,speedKmh:0,heading:156,attributes:{satellites:6,valid:true,mcc:460,mnc:1,lac:0,cellId:2493952,status:5,ignition:false,charge:true,blocked:false,batt:66}}],reply:'787805a40010eebe0d0a'}},
  {n:89,traccar:'notNull',hex:'78787aa2110c0e06372c813601040000591200000000009d7c01040000591200000000009d7c01040000591200000000009d7c01040000591200000000009d7c01040000591200000000009d7c01040000591200000000009d7c01040000591200000000009d7c0104ff02001801eb4039d10000000000000004fabeb50d0a',expect:{reply:'787805a204fa17530d0a'}},
  {n:90,traccar:'notNull',hex:'78782727110c0b0e170f850450059107f461ae001c7e0a81360104cb8a00bef32806030c02ff000316b10d0a',expect:{positions:[{time:'2017-12-11T14:23:15.000Z',latitude:40.196205,longitude:-74.14239,speedKmh:0,heading:126,attributes:{satellites:5,valid:true,mcc:310,mnc:260,lac:52106,cellId:48883,status:6,ignition:true,charge:true,blocked:false,batt:50}}],reply:'7878052700032f2c0d0a'}},
  {n:91,traccar:'notNull',hex:'78782322110c070f1b0270000000000000000000040081360104cb8a00bef3000000000523030d0a',expect:{positions:[{time:'2017-12-07T15:27:02.000Z',latitude:0,longitude:0,speedKmh:0,heading:0,attributes:{satellites:0,valid:false,mcc:310,mnc:260,lac:52106,cellId:48883,ignition:false},refused:'noFix'}],reply:null}},
  {n:92,traccar:'notNull',hex:'787880a2110b161010140136040000591200000000009d7c01020000591200000000009d7c01020000591200000000009d7c01020000591200000000009d7c01020000591200000000009d7c01020000591200000000009d7c01020000591200000000009d7c0102ff033c1e04ddc28aa6001801eb4039c90000000000000014db84730d0a',expect:{reply:'787805a214dbb2490d0a'}},
  {n:93,traccar:'notNull',hex:'78782ba701cc000000919100000000090617032b3836313832323038343735363200000000000000000100049fb60d0a',expect:{readings:{mcc:460,mnc:0,lac:0,cellId:9539840},reply:'787805a70004577f0d0a'}},
  {n:94,traccar:'notNull',hex:'787819a501cc0000009191000000000906170304050400010005f44d0d0a',expect:{readings:{mcc:460,mnc:0,lac:37265,cellId:151394051,status:4,ignition:false,charge:true,blocked:false,batt:83,gsmSignal:4},reply:'787805a50005f34e0d0a'}},
  {n:95,traccar:'notNull',hex:'78782ca3110b10081336f000000000000000000004003901cc0000009191000000000906170304050400010003e0940d0a',expect:{positions:[{time:'2017-11-16T08:19:54.000Z',latitude:0,longitude:0,speedKmh:0,heading:0,attributes:{satellites:0,valid:false,mcc:14593,mnc:204,lac:0,cellId:37265},refused:'noFix'}],reply:'787805a3000340a10d0a'}},
  {n:96,traccar:'notNull',hex:'7878a3a2110b0603201501cc010000254e000000000615f804000000254e000000000615f804000000254e000000000615f804000000254e000000000615f804000000254e000000000615f804000000254e000000000615f804000000254e000000000615f80400ff08f483cd4df4c0d750bd5f8bc5cecfb0d59dafb459cda8574e8424c6cc50bd5f6c7e1cc9b0d59d8aa718c90087363040e0c83496727b4de4c7002919670d0a',expect:{reply:'787805a2002994250d0a'}},
  {n:97,traccar:'notNull',hex:'78786ca1110b0413093801cc01000025fc000000000618c10201000025fc000000000618c10201000025fc000000000618c10201000025fc000000000618c10201000025fc000000000618c10201000025fc000000000618c10201000025fc000000000618c10201ff0002000541d70d0a',expect:{reply:'787805a10005902f0d0a'}},
  {n:98,traccar:'position',hex:'787822220f0c1d023305c9027ac8180c46586000140001cc00287d001f71000001000820860d0a',expect:{positions:[{time:'2015-12-29T02:51:05.000Z',latitude:23.111693,longitude:114.409298,speedKmh:0,heading:0,attributes:{satellites:9,valid:true,mcc:460,mnc:0,lac:10365,cellId:8049,ignition:false}}],reply:null}},
  {n:99,traccar:'attributes',hex:'797900262100000000020043006f006d006d0061006e00640020006500720072006f0072002100236e850d0a',expect:{commandResult:'Command error!',reply:null}},
  {n:100,traccar:'notNull',hex:'787803691604130318491475905bd30e25001e10bbf7635d14759006e626560501cc0028660f213228660f1f2828660ea81e286610731428660f20140d0a',expect:{reply:'787800691604130318490d0a'}},
  {n:101,traccar:'notNull',hex:'787800691710231108500200cc080c4e2fa5640c4e2fa66e0d0a',expect:{reply:'787800691710231108500d0a'}},
  {n:102,traccar:'notNull',hex:'787800171710231108290200cc080c4e2fa5640c4e2fa5640d0a',expect:{reply:'787800171710231108290d0a'}},
  {n:103,traccar:'notNull',hex:'787800691710231109200400cc080c4e2fa55a0c4ec0025a0c4e2fa6640c583918640d0a',expect:{reply:'787800691710231109200d0a'}},
  {n:104,traccar:'notNull',hex:'787800691710231111210700cc080c4e2fa55a0c4ec0025a0c4e39295a0c583918640c4e2fa6640c4e2fa4640c4ec854640d0a',expect:{reply:'787800691710231111210d0a'}},
  {n:105,traccar:'notNull',hex:'787800171710231112510600cc080c4e2fa55a0c4e2fa55a0c4e2fa55a0c4e2fa55a0c4e2fa55a0c4e2fa55a0d0a',expect:{reply:'787800171710231112510d0a'}},
  {n:106,traccar:'position',hex:'7878121011091c0b1b2999058508040097a89e0034520d0a',expect:{positions:[{time:'2017-09-28T11:27:41.000Z',latitude:51.4469,longitude:5.521723,speedKmh:0,heading:82,attributes:{satellites:9,valid:true}}],reply:null}},
  {n:107,traccar:'notNull',hex:'78780869170928113413ac9e17b30808514494fcf6e148596cb0ce2c67bd4a6eb0ce2c67bd4b0018e7d4333e55ec086be7f2df5fe48d8c94fc6657e48d8cb8f378510600cc0400d37a3d4600d37a3c5000d37a3b6400d376716400d305ac6400d393506e0d0a',expect:{reply:'787800691709281134130d0a'}},
  {n:108,traccar:'notNull',hex:'787808171709281135331491827b75594dc8d719a9708452cad719a9708550cad719a97086521491827b75574cac9e17b308085dc8d71939633947cad71939633a480700cc0400d37a3d5a00d37a3d5a00d37a3d5a00d37a3d5a00d37a3d5a00d37a3d5a00d37a3d5a0d0a',expect:{reply:'787800171709281135330d0a'}},
  {n:109,traccar:'notNull',hex:'78783b281108111002050136041bcf0000bf09000000000000000000000000000000000000000000000000000000000000000000000000ff00020007d3280d0a',expect:{reply:'78780528000723cf0d0a'}},
  {n:110,traccar:'notNull',hex:'7878412c11030b011c1f013604cb8a00b17754cb8a00bef357cb8a00b73f5fcb8900b0e25fcb8900b6655fcb8a00b74960cb8a00b178620701001801eb40393800bbbde10d0a',expect:{reply:'7878052c00bb3f490d0a'}},
  {n:111,traccar:'notNull',hex:'7878412c11030b012629013604cb8a00b17757cb8a00b73f5bcb8a00b7495ecb8900b0e25fcb8a00b1b9620000000000ff0000000000ffff01001801eb40393e00c0e6340d0a',expect:{reply:'7878052c00c0f21d0d0a'}},
  {n:112,traccar:'position',hex:'787822221106160a1016c60278019407c7783800040001940504700046fc01030100065f570d0a',expect:{positions:[{time:'2017-06-22T10:16:22.000Z',latitude:23.010642,longitude:72.507196,speedKmh:0,heading:0,attributes:{satellites:6,valid:false,mcc:404,mnc:5,lac:1136,cellId:18172,ignition:true}}],reply:null}},
  {n:113,traccar:'attributes',hex:'797900143311070609020b00000000a0030046000109e4610d0a',expect:{readings:{status:160,armed:true},reply:'797900053301094cf30d0a'}},
  {n:114,traccar:'attributes',hex:'7979003e32110707083819000901fe0a060f006a1e3f24000000000000000000000000000000000000000000000000000000000000000000000000000000012116ba0d0a',expect:{readings:{mcc:510,mnc:10,lac:1551,cellId:27166,status:0},reply:'79790005320121bb650d0a'}},
  {n:115,traccar:'attributes',hex:'7979007632110706090217000901fe0a060f006a1c2024060f0053a429060f006a1d21060f0053a720060f006f151d0000000000000000000000003844d9e7f7e1773d60e327a9e442405cf28628b9c640a42bb0fc0d0244d855a38c220a4c802aa8da7dab50b0e235ef32dd5348ee0ce77a52540000010a205a0d0a',expect:{readings:{mcc:510,mnc:10,lac:1551,cellId:27164,status:0},reply:'7979000532010a24b40d0a'}},
  {n:116,traccar:'attributes',hex:'7979006f210000000001426174746572793a352e3536562c4e4f524d414c3b20475052532a4c696e6b2055702047534d205369676e616c204c6576656c3a5374726f6e673b204750533a4f46463b2020204c4f434b3a4f46463b204254204d41433a4234413832383034343436323b007260880d0a',leftOut:'bad CRC: 6088 sent, 5f9b computed'},
  {n:117,traccar:'position',hex:'7979004a321106170c1b180cc900a875580b7ab4f00010350901fe0a007c0009112424007c000912240081004efe2100c500100f1200000000000000000000000000000000000000000000bc7c900d0a',expect:{positions:[{time:'2017-06-23T12:27:24.000Z',latitude:-6.133382,longitude:106.995049,speedKmh:0,heading:53,attributes:{satellites:9,valid:true,mcc:510,mnc:10,lac:124,cellId:2321,status:0}}],reply:'797900053200bcedd10d0a'}},
  {n:118,traccar:'notNull',hex:'79790045321106170c1b13000901fe0a007c0009112424007c000912230081004efe1e00c500100f120000000000000000000000000000000000000710bef565574e37000000b26f140d0a',expect:{readings:{mcc:510,mnc:10,lac:124,cellId:2321,status:0},reply:'797900053200b204af0d0a'}},
  {n:119,traccar:'null',hex:'787811010863586038760942a0010000010aa4000d0a',expect:{login:'863586038760942',reply:'78780501010a7ed70d0a'}},
  {n:120,traccar:'null',hex:'78781f3511061a0b24330503107d06084889cb01000100000cfa20e3acd301333fcb0d0a',expect:{reply:null,skipped:true}},
  {n:121,traccar:'position',hex:'78783c340000000011061809130c0903107d2408488a5800144c00000000000001940b00b1000047ff000000000500018f42210000000100050003010b69450d0a',expect:{positions:[{time:'2017-06-24T09:19:12.000Z',latitude:28.562367,longitude:77.20652,speedKmh:0,heading:76,attributes:{satellites:9,valid:true,odometer:0,mcc:404,mnc:11,lac:177,cellId:18431,battery:12.8,power:3.99}}],reply:null}},
  {n:122,traccar:'position',hex:'78783c34000000001106190336070903107d51084889b900152e0000000043b101940b00b10000480100000000050001a3422100000001000300011bdc7b5f0d0a',expect:{positions:[{time:'2017-06-25T03:54:07.000Z',latitude:28.562392,longitude:77.206432,speedKmh:0,heading:302,attributes:{satellites:9,valid:true,odometer:17.329,mcc:404,mnc:11,lac:177,cellId:18433,battery:12.8,power:4.19}}],reply:null}},
  {n:123,traccar:'attributes',hex:'78780a13c40604000201298f5b0d0a',expect:{readings:{status:196,ignition:false,charge:true,blocked:true,batt:100,gsmSignal:4},reply:'7878051301295d630d0a'}},
  {n:124,traccar:'notNull',hex:'78781f12110616091835d0024bb93007d3fb783dd4c501940500f2006c8504a6e0370d0a',expect:{positions:[{time:'2017-06-22T09:24:53.000Z',latitude:21.398356,longitude:72.962769,speedKmh:61,heading:197,attributes:{satellites:0,valid:true,ignition:true,mcc:404,mnc:5,lac:242,cellId:27781}}],reply:null}},
  {n:125,traccar:'position',hex:'787822221106160a1016c60278019407c7783800040001940504700046fc01030100065f570d0a',expect:{positions:[{time:'2017-06-22T10:16:22.000Z',latitude:23.010642,longitude:72.507196,speedKmh:0,heading:0,attributes:{satellites:6,valid:false,mcc:404,mnc:5,lac:1136,cellId:18172,ignition:true}}],reply:null}},
  {n:126,traccar:'notNull',hex:'7878661500000000004459443d537563636573732100000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000010009e82b0d0a',expect:{commandResult:'DYD=Success!',reply:'787805150009b3600d0a'}},
  {n:127,traccar:'attributes',hex:'7979000894000000000338ba0d0a',expect:{reply:null}},
  {n:128,traccar:'attributes',hex:'79790020940a03516080825457290502194200448892980691312079088572f50004d4350d0a',expect:{reply:null}},
  {n:129,traccar:'position',hex:'7979007121000000000143757272656e7420706f736974696f6e214c61743a4e35342e3733393333322c4c6f6e3a4532352e3237333237302c436f757273653a3132362e35332c53706565643a302e303030302c4461746554696d653a323031372d30352d3236202031303a32373a3437000bbee30d0a',expect:{positions:[{time:'2017-05-26T10:27:47.000Z',latitude:54.739332,longitude:25.27327,speedKmh:0,heading:126.53,attributes:{valid:true}}],reply:null}},
  {n:130,traccar:'attributes',hex:'7979003f940d110315102a202141494f494c2c30322c3030382e3239302c3032392e3630302c3531394a2c303430302c3030382e3433302c302c30302c4142001678ea0d0a',expect:{reply:null}},
  {n:131,traccar:'attributes',hex:'79790039940d2141494f494c2c30322c3030322e3732302c3032392e3530302c3532344a2c303130302c3030332e3430302c302c30302c393309ad72000d0a',expect:{reply:null}},
  {n:132,traccar:'null',hex:'79790005840016bb1a0d0a',expect:{reply:null,skipped:true}},
  {n:133,traccar:'attributes',hex:'797900089400000002e852d70d0a',expect:{reply:null}},
  {n:134,traccar:'attributes',hex:'7979000794050000c9b63e0d0a',expect:{reply:null}},
  {n:135,traccar:'notNull',hex:'78783b18100c0f1201010195271784005ab63617840002fa47178400ff8f4817840019f3491784005ab54b178400ff8e4c17840019f24cff0002012287c80d0a',expect:{reply:'787805180122ca160d0a'}},
  {n:136,traccar:'position',hex:'7878251610051b0f1c34c5022515d504b5dcd20738080902d4022bdf009cba5006640201006759680d0a',expect:{positions:[{time:'2016-05-27T15:28:52.000Z',latitude:-19.991585,longitude:-43.904117,speedKmh:7,heading:8,attributes:{satellites:5,valid:true,mcc:724,mnc:2,lac:11231,cellId:40122,status:80,ignition:false,charge:false,blocked:false,alarm:'powerCut',batt:100}}],reply:'787805160067d67c0d0a'}},
  {n:137,traccar:'notNull',hex:'787866150000000000416c726561647920696e20746865207374617465206f66206675656c20737570706c7920746f20726573756d652c74686520636f6d6d616e64206973206e6f742072756e6e696e672100000000000000000000000000000000000001001981e50d0a',expect:{commandResult:'Already in the state of fuel supply to resume,the command is not running!',reply:'787805150019a3e10d0a'}},
  {n:138,traccar:'attributes',hex:'78782d152500000000437574206f666620746865206675656c20737570706c793a2053756363657373210002013b898a0d0a',expect:{commandResult:'Cut off the fuel supply: Success!',reply:'78780515013bb8290d0a'}},
  {n:139,traccar:'attributes',hex:'787829152100000000526573746f7265206675656c20737570706c793a2053756363657373210002014077ce0d0a',expect:{commandResult:'Restore fuel supply: Success!',reply:'787805150140757d0d0a'}},
  {n:140,traccar:'null',hex:'78780d01012345678901234500018cdd0d0a',expect:{login:'123456789012345',reply:'787805010001d9dc0d0a'}},
  {n:141,traccar:'null',hex:'78780d0103534190360660610003c3df0d0a',expect:{login:'353419036066061',reply:'787805010003face0d0a'}},
  {n:142,traccar:'attributes',hex:'78780a13440604000201baaf540d0a',expect:{readings:{status:68,ignition:false,charge:true,blocked:false,batt:100,gsmSignal:4},reply:'7878051301bafb710d0a'}},
  {n:143,traccar:'attributes',hex:'787825160f0c1d0a2b21c8027ac8040c46581000146f0901cc00287d001f714804040301001c84cf0d0a',expect:{positions:[{time:'2015-12-29T10:43:33.000Z',latitude:23.111682,longitude:114.409253,speedKmh:0,heading:111,attributes:{satellites:8,valid:true,mcc:460,mnc:0,lac:10365,cellId:8049,status:72,ignition:false,charge:false,blocked:false,alarm:'vibration',batt:66,gsmSignal:4}}],reply:'78780516001c1b280d0a'}},
  {n:144,traccar:'position',assertsUnkept:'position(\'2015-10-20 14:21:11.000\', true, 54.94535, 24.01762',hex:'78781f120f0a140e150bc505e51e780293a9e800540000f601006e0055da00035f240d0a',expect:{positions:[{time:'2015-10-20T14:21:11.000Z',latitude:54.945347,longitude:24.017622,speedKmh:0,heading:0,attributes:{satellites:5,valid:true,ignition:false,mcc:246,mnc:1,lac:110,cellId:21978}}],reply:null}},
  {n:145,traccar:'position',hex:'787823120f081b121d37cb01c8e2cc08afd3c020d50201940701d600a1190041ee100576d1470d0a',expect:{positions:[{time:'2015-08-27T18:29:55.000Z',latitude:16.634709,longitude:80.967076,speedKmh:32,heading:258,attributes:{satellites:11,valid:true,ignition:true,mcc:404,mnc:7,lac:470,cellId:41241,odometer:4320.784}}],reply:null}},
  {n:146,traccar:'position',hex:'78781f120b081d112e10cc027ac7eb0c46584900148f01cc00287d001fb8000380810d0a',leftOut:'bad CRC: 8081 sent, 7377 computed'},
  {n:147,traccar:'position',hex:'787819100b031a0b1b31cc027ac7fd0c4657bf0115210001001cc6070d0a',expect:{positions:[{time:'2011-03-26T11:27:49.000Z',latitude:23.111678,longitude:114.409208,speedKmh:1,heading:289,attributes:{satellites:12,valid:true}}],reply:null}},
  {n:148,traccar:'position',hex:'787821120c010c0f151fcf027ac8840c4657ec00140001cc00287d001f720001000f53a00d0a',expect:{positions:[{time:'2012-01-12T15:21:31.000Z',latitude:23.111753,longitude:114.409233,speedKmh:0,heading:0,attributes:{satellites:15,valid:true,mcc:460,mnc:0,lac:10365,cellId:8050,ignition:false}}],reply:null}},
  {n:149,traccar:'position',hex:'787825160b051b093523cf027ac8360c4657b30014000901cc00266a001e1740050400020008d7b10d0a',expect:{positions:[{time:'2011-05-27T09:53:35.000Z',latitude:23.11171,longitude:114.409202,speedKmh:0,heading:0,attributes:{satellites:15,valid:true,mcc:460,mnc:0,lac:9834,cellId:7703,status:64,ignition:false,charge:false,blocked:false,batt:83,gsmSignal:4}}],reply:'7878051600084d8d0d0a'}},
  {n:150,traccar:'position',hex:'787819100e010903230ec803ae32a60653cded00180000020072feb70d0a',expect:{positions:[{time:'2014-01-09T03:35:14.000Z',latitude:-34.304377,longitude:-58.975278,speedKmh:0,heading:0,attributes:{satellites:8,valid:true}}],reply:null}},
  {n:151,traccar:'position',hex:'7878471e0e03110b0511c501c664fd074db73f0218a602e003433a002fed40433a0056e14e433a0056104e433a0056fd53433a002eed55433a007e4b57433a002ee25aff00020120f6720d0a',expect:{positions:[{time:'2014-03-17T11:05:17.000Z',latitude:-16.543998,longitude:-68.074275,speedKmh:2,heading:166,attributes:{satellites:5,valid:true}}],reply:'7878051e01203fdd0d0a'}},
  {n:152,traccar:'null',hex:'7979005bfd0358899050927725004c0020bf984358df603b2ea3a339e54335013a5b56455253494f4e5d47543036445f32305f3630444d325f423235455f5631355f574d5b4255494c445d323031332f31322f32382031353a3234002a3b240d0a7979005bfd0358899050927725004c0020bf984358df603b2ea3a339e54335013a5b56455253494f4e5d47543036445f32305f3630444d325f423235455f5631355f574d5b4255494c445d323031332f31322f32382031353a3234002d4f9b0d0a7979005bfd0358899050927725004c0020bf984358df603b2ea3a339e54335013a5b56455253494f4e5d47543036445f32305f3630444d325f423235455f5631355f574d5b4255494c445d323031332f31322f32382031353a3234003084ff0d0a',expect:{reply:null,skipped:true}},
  {n:153,traccar:'null',hex:'78788b818300000000534545464e2626004f04220045042626262b37393035343031353534362626262626260410041b0415041a04210415041926262b373930363433333031313526260410043d044f26262b373936303437383430363426260412043e0432043026262b373932383834373738383126262626262626262626262626262626232300020022155d0d0a',expect:{reply:null,skipped:true}},
  {n:154,traccar:'position',hex:'787822220e0914160f07c9021a362805090a7800d8b802d402c30e00a98a0105010213f4bb0d0a',expect:{positions:[{time:'2014-09-20T22:15:07.000Z',latitude:-19.595684,longitude:-46.932547,speedKmh:0,heading:184,attributes:{satellites:9,valid:true,ignition:true,mcc:724,mnc:2,lac:49934,cellId:43402}}],reply:null}},
  {n:155,traccar:'null',hex:'787811010864717003664467100f190a0002c6d20d0a',expect:{login:'864717003664467',reply:'787805010002eb470d0a'}},
  {n:156,traccar:'null',hex:'787811010123456789012345100b3201000171930d0a',leftOut:'bad CRC: 7193 sent, cf81 computed'},
  {n:157,traccar:'null',hex:'78780d1f000000000000000200b196a20d0a',expect:{reply:'7878051f00b1f9d90d0a',skipped:true}},
  {n:158,traccar:'position',hex:'78781f12110819110216d402f250340828924055d4c801944600d300c09501429c830d0a',expect:{positions:[{time:'2017-08-25T17:02:22.000Z',latitude:27.463709,longitude:76.04256,speedKmh:85,heading:200,attributes:{satellites:4,valid:true,ignition:true,mcc:404,mnc:70,lac:211,cellId:49301}}],reply:null}},
  {n:159,traccar:'position',hex:'78782516110819110208d402f264dc08289a4058d4c70901944600d300c0954606040600014057e90d0a',expect:{positions:[{time:'2017-08-25T17:02:08.000Z',latitude:27.466647,longitude:76.043698,speedKmh:88,heading:199,attributes:{satellites:4,valid:true,ignition:true,mcc:404,mnc:70,lac:211,cellId:49301,status:70,charge:true,blocked:false,batt:100,gsmSignal:4,alarm:'overspeed'}}],reply:'7878051601409a190d0a'}},
  {n:160,traccar:'null',hex:'78780d010359339075005244340d0a',expect:{login:'359339075005244',reply:'787805010052b9c20d0a'}},
  {n:161,traccar:'notNull',hex:'787800691709261259400700cc0400d376714600d37a3d5000d37a3c5000d393505a00d3765d5a00d376735a00d32e6b640d0a',expect:{reply:'787800691709261259400d0a'}},
  {n:162,traccar:'null',hex:'787801080d0a',expect:{reply:'787805080000544b0d0a',skipped:true}},
  {n:163,traccar:'null',hex:'78782e2a0f0c1d071139ca027ac8000c4658000014d83132353230313335333231373730373900000000000001002a6ece0d0a',expect:{reply:'79790015970b000000004e4126264e4126263023230000e61e0d0a'}},
  {n:164,traccar:'null',hex:'7878058a000688290d0a',expect:{reply:'time'}},
  {n:165,traccar:'attribute',asserts:{alarm:'acceleration'},hex:'78780c95130a0209321c90000112800d0a',expect:{readings:{alarm:'acceleration'},reply:'78780595000133c40d0a'}},
  {n:166,traccar:'attribute',asserts:{alarm:'braking'},hex:'78780c95130a0209321c91000112800d0a',leftOut:'bad CRC: 1280 sent, 485c computed'},
  {n:167,traccar:'attribute',asserts:{alarm:'braking'},hex:'78788b95140a060e2208055d4a800209d9c014c59100004556454e545f3335333337363131303032333139365f30303030303030305f323032305f31305f30365f31365f33345f30385f33322e6d70342c4556454e545f3335333337363131303032333139365f30303030303030305f323032305f31305f30365f31365f33345f30385f33312e6d70340000da360d0a',leftOut:'bad CRC: da36 sent, fca4 computed'},
  {n:168,traccar:'attribute',asserts:{alarm:'sos'},hex:'78788b95140a070c1434055d4a800209d9c014280100004556454e545f3335333337363131303032333139365f30303030303030305f323032305f31305f30375f31345f32305f35325f32342e6d70342c4556454e545f3335333337363131303032333139365f30303030303030305f323032305f31305f30375f31345f32305f35325f32332e6d7034003f6b260d0a',leftOut:'bad CRC: 6b26 sent, 65f3 computed'},
  {n:169,traccar:'attribute',asserts:{alarm:'accident'},hex:'78785195140a020c2914055d4a800209d9c014009300004556454e545f3335333337363131303032333139365f30303030303030305f323032305f31305f30325f31345f34315f32305f30352e6d70340004e3a60d0a',leftOut:'bad CRC: e3a6 sent, 1e8c computed'},
  {n:170,model:'LW4G-4B',traccar:'attribute',asserts:{power:13.1},hex:'78780a13560604f0830ccf986f0d0a',expect:{readings:{status:86,ignition:true,charge:true,blocked:false,alarm:'powerCut',batt:100,gsmSignal:4,power:13.1},reply:'787805130ccf6f230d0a'}},
  {n:171,model:'LW4G-4B',traccar:'attribute',asserts:{alarm:'acceleration'},hex:'78782516180516150812c804b50ee80880e40805dcf909012e000000986633460604190106c393490d0a',expect:{positions:[{time:'2024-05-22T21:08:18.000Z',latitude:43.874831,longitude:-79.258173,speedKmh:5,heading:249,attributes:{satellites:8,valid:true,ignition:true,mcc:302,mnc:0,lac:0,cellId:9987635,status:70,charge:true,blocked:false,batt:100,gsmSignal:4,alarm:'acceleration'}}],reply:'7878051606c361820d0a'}},
  {n:172,model:'SEEWORLD',traccar:'attribute',asserts:{power:11},hex:'78780a134506560b0102242b850d0a',expect:{readings:{status:69,ignition:false,charge:true,blocked:false,batt:100,power:11},reply:'787805130224acee0d0a'}},
  {n:173,model:'R11',traccar:'attribute',asserts:{power:28.34},hex:'78780a13460b120400160642c20d0a',expect:{readings:{status:70,ignition:true,charge:true,blocked:false,power:28.34,gsmSignal:4},reply:'7878051316065c0f0d0a'}},
  {n:174,model:'NT20',traccar:'attribute',assertsUnkept:'KEY_HOURS, 22140000L',hex:'78783c22010357789648774484180c06142038180c06142038cb03313ee4061fe98300185e090000000000000000460984284c000200000000017101d6f35d0d0a',expect:{positions:[{time:'2024-12-06T20:32:56.000Z',latitude:-29.755007,longitude:-57.085939,speedKmh:0,heading:94,attributes:{satellites:11,valid:true,mcc:0,mnc:0,lac:0,cellId:0,status:70,ignition:true,charge:true,blocked:false,power:24.36,battery:4,odometer:0}}],reply:null}},
  {n:175,model:'XT40',traccar:'attribute',asserts:{power:12.51},hex:'78783c220109999999999999991a04171433101a041714310fb00288a5a8050754500008000800000000000000000604e32933000200468b000025008d87ce0d0a',leftOut:'bad CRC: 87ce sent, f157 computed'},
  {n:176,model:'XT40',traccar:'attribute',asserts:{battery:4},hex:'78783c22010357789648774484180c06142038180c06142038cb03313ee4061fe98300185e090000000000000000460984284c000200000000017101d6f35d0d0a',expect:{positions:[{time:'2024-12-06T20:32:56.000Z',latitude:-29.755007,longitude:-57.085939,speedKmh:0,heading:94,attributes:{satellites:11,valid:true,mcc:0,mnc:0,lac:0,cellId:0,status:70,ignition:true,charge:true,blocked:false,power:24.36,battery:4,odometer:0}}],reply:null}},
  {n:177,model:'XT40',traccar:'attribute',assertsUnkept:'KEY_DRIVER_UNIQUE_ID, \'0235313030363538303642444603\'',hex:'78784e25010356354871186947190909100e0f190909100e0fbf02846fe805078c900018000a02d410c80b0c352c17044605112a4700020000000005840f0102353130303635383036424446030113ed780d0a',expect:{positions:[{time:'2025-09-09T16:14:15.000Z',latitude:-23.46324,longitude:-46.878231,speedKmh:0,heading:0,attributes:{satellites:15,valid:true,mcc:724,mnc:16,lac:51211,cellId:204811287,status:70,ignition:true,charge:true,blocked:false,power:12.97,battery:4.2,odometer:0}}],reply:'78780525011393cd0d0a'}},
  {n:178,model:'G18',traccar:'attribute',asserts:{alarm:'braking'},hex:'787825161a011c141001cf00bc62e0043533a231113808028005006800124b470603300204baa49a0d0a',expect:{positions:[{time:'2026-01-28T20:16:01.000Z',latitude:-6.858933,longitude:39.219717,speedKmh:49,heading:312,attributes:{satellites:15,valid:true,mcc:640,mnc:5,lac:104,cellId:4683,status:71,ignition:true,charge:true,blocked:false,batt:100,gsmSignal:3,alarm:'braking'}}],reply:'7878051604babc740d0a'}},
  {n:179,model:'QH302R',traccar:'position',hex:'7878271208667030665022971a020c0a1e32c601727c1c0f89af002c14fa01366e000100010c003c1fdd0d0a',expect:{positions:[{time:'2026-02-12T10:30:50.000Z',latitude:13.48894,longitude:144.82304,speedKmh:44,heading:250,attributes:{satellites:6,valid:true,mcc:310,mnc:110,lac:1,cellId:268}}],reply:null}},
  {n:180,model:'VL103',traccar:'position',hex:'787822221607160f1000cf0225e03f0bd723182c149701cc0075c300933301000002a5f0860d0a',expect:{positions:[{time:'2022-07-22T15:16:00.000Z',latitude:20.020373,longitude:110.360333,speedKmh:44,heading:151,attributes:{satellites:15,valid:true,mcc:460,mnc:0,lac:30147,cellId:37683,ignition:true}}],reply:null}},
  {n:181,model:'VL103',traccar:'position',hex:'78782aa015041007350eca027ac8a20c4658be00140081cc00000000287d0000000002ea5e010004000009dffc0d0a',expect:{positions:[{time:'2021-04-16T07:53:14.000Z',latitude:23.11177,longitude:114.40935,speedKmh:0,heading:0,attributes:{satellites:10,valid:true,mcc:460,mnc:0,lac:10365,cellId:48913921,ignition:false}}],reply:'787805a00009009f0d0a'}},
  {n:182,model:'VL103',traccar:'notNull',hex:'7979007e7000000001020035000100003300126303564e07017004ea01f800f41d5c001466003400060e6303564e000043000b00de00322ae9770600000d0001000808685650500023470002000802225000120407580003000a8939500021051530683600180002019510000001010009000107000a00010c00280001120ce2299a0d0a',expect:{positions:[{time:'2022-08-22T10:11:26.000Z',latitude:45.802662,longitude:8.887944,speedKmh:0,heading:102,altitude:368,attributes:{satellites:7,valid:true,battery:4.05,hdop:1.8}}],reply:'787805700ce27fed0d0a'}},
  {n:183,model:'VL103',traccar:'position',hex:'78783536190c1d0f1724cf026cc9140c367d4000940001cc0025ef0540e88c01000000000064051428000006c3000001453f9201003477560d0a',expect:{positions:[{time:'2025-12-29T15:23:36.000Z',latitude:22.602109,longitude:113.832,speedKmh:0,heading:0,attributes:{satellites:15,valid:true,mcc:460,mnc:0,lac:9711,cellId:88139916,ignition:true,odometer:0.1,power:13,battery:4}}],reply:'787805360034b5590d0a'}},
  {n:184,model:'VL103',traccar:'attribute',assertsUnkept:'KEY_DRIVER_UNIQUE_ID, \'c3000001453f9201\'',hex:'78783536190c1d0f1724cf026cc9140c367d4000940001cc0025ef0540e88c01000000000064051428000006c3000001453f9201003477560d0a',expect:{positions:[{time:'2025-12-29T15:23:36.000Z',latitude:22.602109,longitude:113.832,speedKmh:0,heading:0,attributes:{satellites:15,valid:true,mcc:460,mnc:0,lac:9711,cellId:88139916,ignition:true,odometer:0.1,power:13,battery:4}}],reply:'787805360034b5590d0a'}},
  {n:185,model:'VL103',traccar:'attribute',asserts:{battery:4},hex:'78783536190c1d0f2806cf026cc9140c367d4000540001cc0025ef0540e88c00000000000064051e2800001600000000000000006e5bc2660d0a',expect:{positions:[{time:'2025-12-29T15:40:06.000Z',latitude:22.602109,longitude:113.832,speedKmh:0,heading:0,attributes:{satellites:15,valid:true,ignition:false,mcc:460,mnc:0,lac:9711,cellId:88139916,odometer:0.1,power:13.1,battery:4}}],reply:'787805366e5bd1ed0d0a'}},
  {n:186,model:'VL103',traccar:'attribute',assertsUnkept:'KEY_DRIVER_UNIQUE_ID, \'c3000001453f9201\'',hex:'78782d16190c1d0e3b03cf026cc8d40c367d800014000801cc0025ef40e88c450604e801c3000001453f920100271e590d0a',expect:{positions:[{time:'2025-12-29T14:59:03.000Z',latitude:22.602073,longitude:113.832036,speedKmh:0,heading:0,attributes:{satellites:15,valid:true,mcc:460,mnc:0,lac:9711,cellId:4253836,status:69,ignition:false,charge:true,blocked:false,batt:100,gsmSignal:4}}],reply:'78780516002794780d0a'}},
  {n:187,model:'VL103',traccar:'attribute',assertsUnkept:'KEY_EVENT, 0xEA',hex:'78782d16190c1d0f0b07cf026cc89c0c367cf00014000801cc0025ef40e88c460604ea01c3000001453f9201000c103a0d0a',expect:{positions:[{time:'2025-12-29T15:11:07.000Z',latitude:22.602042,longitude:113.831956,speedKmh:0,heading:0,attributes:{satellites:15,valid:true,mcc:460,mnc:0,lac:9711,cellId:4253836,status:70,ignition:true,charge:true,blocked:false,batt:100,gsmSignal:4}}],reply:'78780516000c0ba90d0a'}},
];

/** The frames of Gt06FrameDecoderTest: each is one whole frame, whatever its length field says. */
export const traccarFrameDecoderFrames: string[] = [
  '787803691604130318491475905bd30e25001e10bbf7635d14759006e626560501cc0028660f213228660f1f2828660ea81e286610731428660f20140d0a',
  '78780d0103563140414198583c0d0a',
  '787800691709261259400700cc0400d376714600d37a3d5000d37a3c5000d393505a00d3765d5a00d376735a00d32e6b640d0a',
  '7878121011091c0b1e2e98058507f80097a6ac03344a0d0a',
  '787808171709281135331491827b75594dc8d719a9708452cad719a9708550cad719a97086521491827b75574cac9e17b308085dc8d71939633947cad71939633a480700cc0400d37a3d5a00d37a3d5a00d37a3d5a00d37a3d5a00d37a3d5a00d37a3d5a00d37a3d5a0d0a',
  '787808134606020002044dc5050d0a',
  '78781f1210020e14061dcc0476fcd0003e3faf3e14b20000000000000000044ef6740d0a',
  '78780d010352887071911998000479d00d0a',
  '78782516000000000000c000000000000000000020000900fa0210ef00fb620006640301000468030d0a',
];

/** The day the expectations were written: the rule's future filter is relative to it. */
const writtenAt = Date.parse('2026-11-28T00:00:00Z');

const sessionFor = (fixture: Fixture): TrackerSession => ({ identifier: '123456789012345', model: fixture.model ?? null });
const positionsOf = (decoded: Decoded): PositionReport[] => decoded.messages.flatMap((message) => (message.kind === 'positions' ? message.positions : []));
const readingsOf = (decoded: Decoded) => decoded.messages.find((message) => message.kind === 'heartbeat');

/** The frames in `bytes` (one, or several coalesced as in frame 152), decoded in order as a connection does. */
function decodeStream(bytes: Buffer, session: TrackerSession): Decoded {
  const all: Decoded = { messages: [], reply: null };
  for (let rest = bytes; rest.length > 0; ) {
    const length = gt06Codec.frameLength(rest, session);
    expect(length).toBeGreaterThan(0);
    const decoded = gt06Codec.decode(rest.subarray(0, length), session);
    all.messages.push(...decoded.messages);
    if (decoded.reply) all.reply = Buffer.concat([all.reply ?? Buffer.alloc(0), decoded.reply]);
    if (decoded.skipped) all.skipped = decoded.skipped;
    rest = rest.subarray(length);
  }
  return all;
}

const decodedFixtures = traccarDecoderFrames.filter((fixture) => fixture.expect);
const leftOut = traccarDecoderFrames.filter((fixture) => fixture.leftOut);

describe("Traccar's Gt06ProtocolDecoderTest frames", () => {
  it('are all here: 187 frames, 174 decoded, 13 left out (12 with a CRC Traccar does not check, 1 cut short)', () => {
    expect(traccarDecoderFrames.map((fixture) => fixture.n)).toEqual(Array.from({ length: 187 }, (_, index) => index + 1));
    expect(decodedFixtures).toHaveLength(174);
    expect(leftOut.map((fixture) => fixture.n)).toEqual([36, 37, 38, 53, 71, 116, 146, 156, 166, 167, 168, 169, 175]);
  });

  it.each(decodedFixtures.map((fixture) => [fixture.n, fixture] as const))('frame %i: positions, readings and reply as expected', (_n, fixture) => {
    const expected = fixture.expect as NonNullable<Fixture['expect']>;
    const session = sessionFor(fixture);
    const decoded = decodeStream(Buffer.from(fixture.hex, 'hex'), session);

    const positions = positionsOf(decoded);
    expect(positions).toHaveLength(expected.positions?.length ?? 0);
    positions.forEach((position, index) => {
      const want = (expected.positions as ExpectedPosition[])[index];
      expect(Number.isNaN(position.time.getTime()) ? null : position.time.toISOString()).toBe(want.time);
      expect(position.latitude).toBeCloseTo(want.latitude, 6);
      expect(position.longitude).toBeCloseTo(want.longitude, 6);
      expect(position.speedKmh).toBeCloseTo(want.speedKmh, 3);
      expect(position.heading).toBe(want.heading);
      expect(position.altitude).toBe(want.altitude ?? null);
      expect(position.accuracy).toBe(want.accuracy ?? null);
      expect(position.attributes).toEqual(want.attributes);
      expect(positionRefusal(position, writtenAt, 86_400)?.kind).toBe(want.refused);
    });
    const readings = readingsOf(decoded);
    expect(readings?.kind === 'heartbeat' ? readings.attributes : undefined).toEqual(expected.readings);
    const answer = decoded.messages.find((message) => message.kind === 'commandResult');
    expect(answer?.kind === 'commandResult' ? answer.text : undefined).toBe(expected.commandResult);
    const login = decoded.messages.find((message) => message.kind === 'login');
    expect(login?.kind === 'login' ? login.identifier : undefined).toBe(expected.login);
    if (expected.reply === 'time') expect(openGt06Frame(decoded.reply as Buffer).protocol).toBe(0x8a);
    else expect(decoded.reply?.toString('hex') ?? null).toBe(expected.reply);
    expect(Boolean(decoded.skipped)).toBe(Boolean(expected.skipped));

    // What Traccar's test asserts, where it is a reading we keep.
    for (const [key, value] of Object.entries(fixture.asserts ?? {})) {
      const attributes = { ...readings?.kind === 'heartbeat' ? readings.attributes : {}, ...positions[0]?.attributes };
      if (key === 'alarm') expect(String(attributes.alarm).split(',')).toContain(value);
      else expect(attributes[key] ?? null).toBe(value);
    }
    if (fixture.traccar === 'position') expect(positions.filter((position) => !positionRefusal(position, writtenAt, 86_400))).toHaveLength(1);
  });

  it.each(leftOut.map((fixture) => [fixture.n, fixture.leftOut, fixture] as const))('frame %i is refused (%s)', (_n, reason, fixture) => {
    expect(() => gt06Codec.decode(Buffer.from(fixture.hex, 'hex'), sessionFor(fixture))).toThrow(FrameError);
    expect(reason).toMatch(/bad CRC|no 0D 0A/);
  });

  it('reads the fix Traccar asserts for frame 144: 2015-10-20 14:21:11, valid, 54.94535, 24.01762', () => {
    const fixture = traccarDecoderFrames[143];
    const [position] = positionsOf(gt06Codec.decode(Buffer.from(fixture.hex, 'hex'), sessionFor(fixture)));
    expect(position.time.toISOString()).toBe('2015-10-20T14:21:11.000Z');
    expect(position.attributes.valid).toBe(true);
    expect(position.latitude).toBeCloseTo(54.94535, 5);
    expect(position.longitude).toBeCloseTo(24.01762, 5);
  });

  it.each([174, 176, 177, 179])('frame %i needs its device model: without the setting, read the standard way, it is refused as out of range', (n) => {
    const fixture = traccarDecoderFrames[n - 1];
    const [position] = positionsOf(gt06Codec.decode(Buffer.from(fixture.hex, 'hex'), { identifier: '123456789012345' }));
    expect(positionRefusal(position, writtenAt, 86_400)?.kind).toBe('latitude');
  });
});

describe("Traccar's Gt06FrameDecoderTest frames", () => {
  it('cuts each whole, alone and coalesced, whatever its length field says', () => {
    const frames = traccarFrameDecoderFrames.map((hex) => Buffer.from(hex, 'hex'));
    let stream = Buffer.concat(frames);
    const cut: string[] = [];
    for (const frame of frames) expect(gt06Codec.frameLength(frame, {})).toBe(frame.length);
    while (stream.length > 0) {
      const length = gt06Codec.frameLength(stream, {});
      cut.push(stream.subarray(0, length).toString('hex'));
      stream = stream.subarray(length);
    }
    expect(cut).toEqual(traccarFrameDecoderFrames);
  });

  it('decodes each without closing the connection', () => {
    for (const hex of traccarFrameDecoderFrames) expect(() => gt06Codec.decode(Buffer.from(hex, 'hex'), { identifier: '123456789012345' })).not.toThrow();
  });
});
