import { describe, expect, it } from 'vitest';
import { FrameError, type Decoded, type TrackerSession } from '../protocol';
import { suntechCodec } from './codec';
import { encodeSuntechCommand } from './commands';

const text = (report: string) => Buffer.from(report, 'latin1');
const hex = (bytes: string) => Buffer.from(bytes, 'hex');
const positionsOf = (decoded: Decoded) => decoded.messages.flatMap((message) => (message.kind === 'positions' ? message.positions : []));
const decode = (frame: Buffer, session: TrackerSession = {}) => suntechCodec.decode(frame, session);
const only = (frame: Buffer) => {
  const [position, ...more] = positionsOf(decode(frame));
  expect(more).toEqual([]);
  return position;
};

interface Fix {
  time: string;
  latitude: number;
  longitude: number;
  valid: boolean;
}

/**
 * Every frame of Traccar's SuntechProtocolDecoderTest, numbered in its order, with the fix Traccar
 * reads from it (null: no position: a reading without a fix, a command's answer, or nothing).
 * Frames 71-77 and 80-81 are from its tests with per-device settings (HBM, ADC, temperature, RPM):
 * the fixes are the same without them, the readings those settings add are not decoded. Frame 70 is
 * the crash report of its disabled test (sent in parts, not decoded: nothing stored).
 */
const traccarFrames: [number, Buffer, Fix | null][] = [
  [1, hex('02003210511340877028813f180c170016041051290c0635652d793653000038001a30e601665e560000000100750002712704000103'), { time: '2024-12-23T00:22:04Z', latitude: -12.063565, longitude: -45.793653, valid: true }],
  [2, text("ST419STT;807587388;306;41;04;30062;724;2;-65;5221;255;30061;724;2;5221;0;0;30212;724;2;5221;0;0;30071;724;2;5221;0;0;30222;724;2;5221;0;0;30213;724;2;5221;0;0;30063;724;2;5221;0;0;3.92;1;0185;1;00010000;26.1;1;20240729;19:22:43;-22.754650;-043.437569;000.185;297.35;6;1"), { time: '2024-07-29T19:22:43Z', latitude: -22.75465, longitude: -43.437569, valid: true }],
  [3, text("UEX;1610020241;03FFFFFF;161;3.0.9;0;20240506;15:52:55;00006697;724;11;4EDA;33;-5.129240;-42.797868;0.00;0.00;11;1;00000001;00000000;24;GTSL|6|1|0|22574684|1|\r\n;A7;;164;0;11.82"), { time: '2024-05-06T15:52:55Z', latitude: -5.12924, longitude: -42.797868, valid: true }],
  [4, text("ST410STT;109815653;445;03;16531;724;10;-77;6011;7;16273;724;10;7511;0;0;13903;724;10;6011;0;0;7671;724;10;7111;0;0;16533;724;10;6011;0;0;0;0;0;0;0;0;0;0;0;0;0;0;3.86;0;0098;1;003;;;;;;;;;"), null],
  [5, text("ALT;0840037569;FFFFFF;84;1.0.6;0;20221228;11:33:05;00004490;724;11;05D3;33;-22.845935;-46.322000;0.00;0.00;18;0;00000001;00000000;99;;;;08E3800F;4.1;12.37;0;0;0;0;4;;;;"), { time: '2022-12-28T11:33:05Z', latitude: -22.845935, longitude: -46.322, valid: false }],
  [6, text("ALT;0950030205;3FFFFF;95;1.0.11;0;20221017;21:41:30;02F2F402;334;20;0F1D;45;+25.791061;-100.170745;0.00;0.00;18;1;00000101;00000000;42;2;"), { time: '2022-10-17T21:41:30Z', latitude: 25.791061, longitude: -100.170745, valid: true }],
  [7, text("ALT;0950030205;3FFFFF;95;1.0.11;0;20251001;19:34:41;02F2F402;334;20;5B11;28;+25.791061;-100.170745;0.00;0.00;17;1;00000000;00000000;134;1;1440,360,360,360;+23.0;0002;AABBCCDDEEFF"), { time: '2025-10-01T19:34:41Z', latitude: 25.791061, longitude: -100.170745, valid: true }],
  [8, text("RES;4309999001;04;02;TEST"), null],
  [9, text("BLE;1140000053;114;1.0.1;20211001;17:27:09;+28.433465;-82.565891;1;-43;-46;-41;ACB89523EF68;247;0;0"), { time: '2021-10-01T17:27:09Z', latitude: 28.433465, longitude: -82.565891, valid: true }],
  [10, text("BLE;0820012345;82;1.0.0;20191203;17:00:51;+32.691615;-117.297160;2;-32;-100;33;AABBCCDDEEFF;12;18;52;1;-44;44;112233445566;32;69;101"), { time: '2019-12-03T17:00:51Z', latitude: 32.691615, longitude: -117.29716, valid: true }],
  [11, text("BSA;0820012345;001FFF;82;1.0.0;1;20191203;17:00:51;+32.691615;-117.297160;1;-55;68:11:6A:FD:1A:A7;6AA5;1DE8"), null],
  [12, hex('53543330305545583b3531313639393339383b34353b3331353b32303232303632333b31383a32343a35383b3661313332393b2d32392e3735343934373b2d3035372e3038353838353b3030302e3030303b3030302e30303b31303b313b37323b302e30303b3030303030303b31323b0201100110011090011001100110011001100110fe3b39303b3030303030303b332e393b313b30303030303030303030303030303b30'), { time: '2022-06-23T18:24:58Z', latitude: -29.754947, longitude: -57.085885, valid: true }],
  [13, text("ST300UEX;511248287;45;311;20220701;18:42:08;14c943;-22.975257;-043.373065;000.000;000.00;0;0;0;12.14;100010;19;RFID:008FB2BEBA39\r\n;3E;000135;4.1;1;00000000000000;0"), { time: '2022-07-01T18:42:08Z', latitude: -22.975257, longitude: -43.373065, valid: false }],
  [14, text("ST300UEX;100850000;01;010;20081017;07:41:56;2F100;+37.478519;+126.886819;000.012;000.00;9;1;0;15.30;001100;25;Welcome to Suntech World!;12;0;4.5;1"), { time: '2008-10-17T07:41:56Z', latitude: 37.478519, longitude: 126.886819, valid: true }],
  [15, text("ST300UEX;511331307;45;311;20210420;12:41:01;12361;-01.280825;-047.931773;000.000;000.00;16;1;0;12.54;000000;23;GTSL|6|1|0|9255143|2|;6F;000276;0.0;1;00000000000000;0"), { time: '2021-04-20T12:41:01Z', latitude: -1.280825, longitude: -47.931773, valid: true }],
  [16, text("STT;0560001616;BFFFFF;56;1.0.15;1;20200219;20:52:25;00008D6C;334;20;0925;24;+20.741764;-103.430364;0.00;0.00;19;1;00000001;00000000;2;1;1765;00008003;0.0;12.14;136598"), { time: '2020-02-19T20:52:25Z', latitude: 20.741764, longitude: -103.430364, valid: true }],
  [17, text("STT;0560001616;BFFFFF;56;1.0.15;1;20200219;20:52:25;00008D6C;334;20;0925;24;+20.741764;-103.430364;0.00;0.00;19;1;00000001;00000000;2;1;1765;00008003;0.0;12.14;136598"), { time: '2020-02-19T20:52:25Z', latitude: 20.741764, longitude: -103.430364, valid: true }],
  [18, hex('82004d05800000553fffff360100100114020410293902ccccf102dc007b00053c00476fa18469e87f000000000b0100003b00081d00000113f3f8010000049e00000000000000001d00000113f3f801'), { time: '2020-02-04T16:41:57Z', latitude: 4.681633, longitude: -74.049663, valid: true }],
  [19, text("ST410STT;007638094;426;01;24153;724;4;-65;365;0;24161;724;4;365;0;0;24162;724;4;365;0;0;24363;724;4;365;0;0;24151;724;4;365;0;0;24991;724;4;365;0;0;24373;724;4;365;0;0;3.98;1;0176;2;016;20200106;19:18:04;-15.571860;-056.062637;000.852;238.28;6;1;201"), { time: '2020-01-06T19:18:04Z', latitude: -15.57186, longitude: -56.062637, valid: true }],
  [20, text("ST390STT;007579860;18;302;20191101;11:28:51;145b49;-23.267030;-047.298142;000.000;000.00;9;1;5;11.93;000000;2;0003;000002;4.03;0;20010000;22470;724;05;-58;5211;1"), { time: '2019-11-01T11:28:51Z', latitude: -23.26703, longitude: -47.298142, valid: true }],
  [21, hex('81004e05200013383fffff3401000300130b020b2a0500000000000000000000000047f9ec846a06500000000012010200000123a1002904ba00010fb40000000000000000000000000000000000005989'), { time: '2019-11-02T11:42:05Z', latitude: 4.717036, longitude: -74.057296, valid: true }],
  [22, hex('81004e05200013383fffff3401000301130a0512080400000000000000000000000047f9d5846a06810072225214010100020300a8002604c1000004b000000470000025a100000000000025c4000000a6'), { time: '2019-10-05T18:08:04Z', latitude: 4.717013, longitude: -74.057345, valid: true }],
  [23, text("ALT;0520000295;3FFFFF;52;1.0.2;0;20190703;01:03:24;00004697;732;101;0002;59;+4.682583;-74.128142;0.00;0.00;6;1;00000000;00000000;9;1;;4.1;12.92;103188"), { time: '2019-07-03T01:03:24Z', latitude: 4.682583, longitude: -74.128142, valid: true }],
  [24, text("ST600UEX;008728327;20;568;20200602;17:10:03;0bf1a893;334;20;2f19;23;+20.514492;-100.743221;000.033;000.00;12;1;41564973;13.17;000000;44;t_0=1C;N_0=0419.0;t_1=22;N_1=0001.0;Q_D=09\n\r;76;113771;4.1;1"), { time: '2020-06-02T17:10:03Z', latitude: 20.514492, longitude: -100.743221, valid: true }],
  [25, text("ST300UEX;109003241;08;1026;20190425;17:36:04;04402;+04.722553;-074.052583;000.020;000.00;10;1;0;12.04;010000;51;CabAVL\"CabMensaje,0,58.5,-1.0,,,FinMensaje\"FinAVL\r\n;B1;0000000000;4.1;1"), { time: '2019-04-25T17:36:04Z', latitude: 4.722553, longitude: -74.052583, valid: true }],
  [26, text("ST600UEX;008728327;20;520;20190218;10:56:51;0bf1a893;334;20;2f19;18;+20.514195;-100.743597;000.015;000.00;9;1;3720808;12.89;000000;44;t_0=0D;N_0=0551.0;t_1=14;N_1=039F.0;Q_D=0B\r\n;9E;010440;4.1;1"), { time: '2019-02-18T10:56:51Z', latitude: 20.514195, longitude: -100.743597, valid: true }],
  [27, text("ST600UEX;100850000;01;010;20081017;07:41:56;0000004f;450;20;0023;24;+37.478519;+126.886819;000.012;000.00;9;1;0;15.30;001100;25;Welcome to Suntech World!;12;0;4.5;1"), { time: '2008-10-17T07:41:56Z', latitude: 37.478519, longitude: 126.886819, valid: true }],
  [28, text("ST300STT;007238270;40;313;20190220;12:05:04;c99e48;+04.644623;-074.076922;010.390;202.77;20;1;997100;14.10;100000;2;8384;003634;4.1;1"), { time: '2019-02-20T12:05:04Z', latitude: 4.644623, longitude: -74.076922, valid: true }],
  [29, text("ST300STT;109002029;08;1080;20190220;13:00:55;85405;+04.645710;-074.078525;007.760;005.19;10;1;6520802;13.86;100100;4;1716;0000039863;4.1;1;0.00;0000;0000;0;0"), { time: '2019-02-20T13:00:55Z', latitude: 4.64571, longitude: -74.078525, valid: true }],
  [30, text("SA200STT;608945;129;20190215;15:04:53;3dce071558;+22.006721;-098.771016;001.198;000.00;11;1;2632589;12.21;010000;1;3211"), { time: '2019-02-15T15:04:53Z', latitude: 22.006721, longitude: -98.771016, valid: true }],
  [31, text("ST410STT;007272376;408;01;10217;732;103;-87;51511;1;0;0;0;0;0;0;0;0;0;0;0;0;0;0;0;0;0;0;0;0;0;0;0;0;0;0;0;0;0;0;0;0;0;0;0;0;3.8;1;2503;6;20181031;20:12:58;+04.741277;-074.048238;052.375;189.87;20;1"), { time: '2018-10-31T20:12:58Z', latitude: 4.741277, longitude: -74.048238, valid: true }],
  [32, text("ST410STT;007272376;408;01;21651;732;123;-65;1824;1;21654;732;123;1824;0;0;22542;732;123;1824;0;0;21656;732;123;1824;0;0;21655;732;123;1824;0;0;22541;732;123;1824;0;0;0;0;0;0;0;0;3.7;1;0156;1;20180816;05:18:52;+04.722322;-074.052776;000.074;000.00;10;1"), { time: '2018-08-16T05:18:52Z', latitude: 4.722322, longitude: -74.052776, valid: true }],
  [33, text("ST600STT;008084783;20;419;20180308;18:00:36;0032cc3e;736;3;445c;41;-16.530023;-068.084267;018.640;267.99;10;1;11655;13.33;100000;2;0336;000061;4.5;0;0.00"), { time: '2018-03-08T18:00:36Z', latitude: -16.530023, longitude: -68.084267, valid: true }],
  [34, text("ST600STT;107850496;20;419;20180227;14:30:45;00462b08;736;3;4524;50;-16.479091;-068.119119;000.346;000.00;4;1;0;13.89;000000;1;0223;000003;0.0;0;0.00"), { time: '2018-02-27T14:30:45Z', latitude: -16.479091, longitude: -68.119119, valid: true }],
  [35, text("ST600STT;100850000;01;010;20081017;07:41:56;0000004f;450;20;0023;24;+37.478519;+126.886819;000.012;000.00;9;1;0;15.30;00110000;1;0072;0;4.5;1;12.35"), { time: '2008-10-17T07:41:56Z', latitude: 37.478519, longitude: 126.886819, valid: true }],
  [36, text("STT;100850000;3FFFFF;26;010;1;20161117;08:37:39;0000004F;450;0;0014;20;+37.479323;+126.887827;62.03;65.43;10;1;00000101;00001000;1;2;0492"), { time: '2016-11-17T08:37:39Z', latitude: 37.479323, longitude: 126.887827, valid: true }],
  [37, text("STT;6009999006;3FFFFF;26;398;0;20170827;20:04:37;087d4760;310;410;0ba0;23;+40.123420;-074.995971;000.031;000.00;8;1;00000001;00000000;1;1;0006"), { time: '2017-08-27T20:04:37Z', latitude: 40.12342, longitude: -74.995971, valid: true }],
  [38, text("ST500STT;205450135;07;843;20170816;23:24:45;+19.338432;-099.179817;000.283;000.00;6;1;141121;12.89;0;0;1;4659;002.795;0;001.891;611;4.0"), { time: '2017-08-16T23:24:45Z', latitude: 19.338432, longitude: -99.179817, valid: true }],
  [39, text("ST300STT;205170303;12;561;20170816;09:10:34;173f53;+19.082370;-098.214287;006.776;000.00;0;0;52982186;12.75;100000;2;6328;155747;4.2;1;0.00;0;0.00;0.00;00000000000000;0;28F2B7600600005D:+5.2;:;:"), { time: '2017-08-16T09:10:34Z', latitude: 19.08237, longitude: -98.214287, valid: false }],
  [40, text("ST910;Location;205576803;500;20170319;12:18:17;-22.846014;-046.322176;000.000;000.00;0;3.8;0;1;9159"), { time: '2017-03-19T12:18:17Z', latitude: -22.846014, longitude: -46.322176, valid: false }],
  [41, text("ST910;Emergency;205576803;500;20170319;12:15:22;-22.846014;-046.322176;000.000;000.00;0;2"), { time: '2017-03-19T12:15:22Z', latitude: -22.846014, longitude: -46.322176, valid: false }],
  [42, text("ST910;Location;205576803;500;20170312;12:56:52;-22.846014;-046.322176;000.000;000.00;0;3.8;0;0;0019"), { time: '2017-03-12T12:56:52Z', latitude: -22.846014, longitude: -46.322176, valid: false }],
  [43, text("ST300STT;100850000;01;010;20081017;07:41:56;00100;+37.478519;+126.886819;000.012;000.00;9;1;0;15.30;001100;1;0072;0;4.5;1;1750;012497F1160000;1;004f001454;450;00;-320;20;255;1"), { time: '2008-10-17T07:41:56Z', latitude: 37.478519, longitude: 126.886819, valid: true }],
  [44, text("ST300STT;205589913;05;527;20170304;02:21:33;be139;-25.398868;-049.325636;000.476;000.00;6;1;427;12.57;100000010;1;0172;017.159;0;002.327;12;4.0"), { time: '2017-03-04T02:21:33Z', latitude: -25.398868, longitude: -49.325636, valid: true }],
  [45, text("SA200STT;638947;803;20170117;07:40:44;5d309;-01.287213;-047.917462;000.035;000.00;10;1;2036194;12.57;000000;1;0376;010360;4.2;1"), { time: '2017-01-17T07:40:44Z', latitude: -1.287213, longitude: -47.917462, valid: true }],
  [46, text("ST300ALT;205174410;14;712;20110101;00:00:07;00000;+20.593923;-100.336716;000.000;000.00;0;0;0;16.57;000000;81;000000;4.0;0;0.00;0000;0000;0;0"), { time: '2011-01-01T00:00:07Z', latitude: 20.593923, longitude: -100.336716, valid: false }],
  [47, text("SA200ALV;317652"), null],
  [48, text("ST910;Alert;123456;410;20141018;18:30:12;+37.478774;+126.889690;000.000;000.00;0;4.0;1;6002"), { time: '2014-10-18T18:30:12Z', latitude: 37.478774, longitude: 126.88969, valid: false }],
  [49, text("ST910;Alert;123456;410;20141018;18:30:12;+37.478774;+126.889690;000.000;000.00;0;4.0;1;6002;02;0;0310000100;450;01;-282;70;255;3;0"), { time: '2014-10-18T18:30:12Z', latitude: 37.478774, longitude: 126.88969, valid: false }],
  [50, text("SA200STT;317652;042;20120718;15:37:12;16d41;-15.618755;-056.083241;000.024;000.00;8;1;41548;12.17;100000;2;1979"), { time: '2012-07-18T15:37:12Z', latitude: -15.618755, longitude: -56.083241, valid: true }],
  [51, text("SA200STT;317652;042;20120721;19:04:30;16d41;-15.618743;-056.083221;000.001;000.00;12;1;41557;12.21;000000;1;3125"), { time: '2012-07-21T19:04:30Z', latitude: -15.618743, longitude: -56.083221, valid: true }],
  [52, text("SA200STT;317652;042;20120722;00:24:23;4f310;-15.618767;-056.083214;000.011;000.00;11;1;41557;12.21;000000;1;3205"), { time: '2012-07-22T00:24:23Z', latitude: -15.618767, longitude: -56.083214, valid: true }],
  [53, text("SA200STT;315198;042;20120808;20:37:34;3fac25;-15.618731;-056.083216;000.007;000.00;12;1;48;0.00;000000;1;0127"), { time: '2012-08-08T20:37:34Z', latitude: -15.618731, longitude: -56.083216, valid: true }],
  [54, text("SA200STT;315198;042;20120809;13:43:34;4f310;-15.618709;-056.083223;000.025;000.00;8;1;49;12.10;100000;2;0231"), { time: '2012-08-09T13:43:34Z', latitude: -15.618709, longitude: -56.083223, valid: true }],
  [55, text("SA200EMG;317652;042;20120718;15:35:41;16d41;-15.618740;-056.083252;000.034;000.00;8;1;41548;12.17;110000;1"), { time: '2012-07-18T15:35:41Z', latitude: -15.61874, longitude: -56.083252, valid: true }],
  [56, text("SA200ALT;317652;042;20120829;14:25:58;16d41;-15.618770;-056.083242;000.029;000.00;0;0;2404240;0.00;000000;10"), { time: '2012-08-29T14:25:58Z', latitude: -15.61877, longitude: -56.083242, valid: false }],
  [57, text("SA200STT;430070;133;20130615;22:22:32;151347;+02.860514;-060.653351;000.003;000.00;12;1;0;12.39;000000;1;0208"), { time: '2013-06-15T22:22:32Z', latitude: 2.860514, longitude: -60.653351, valid: true }],
  [58, text("ST910;Location;344506;017;20130727;14:10:00;-25.398714;-049.296818;000.187;000.00;1;4.32;1;1;0001"), { time: '2013-07-27T14:10:00Z', latitude: -25.398714, longitude: -49.296818, valid: true }],
  [59, text("ST300STT;205027329;03;374;20150108;17:54:42;177b38;-23.566052;-046.477588;000.000;000.00;0;0;0;12.11;000000;1;0312"), { time: '2015-01-08T17:54:42Z', latitude: -23.566052, longitude: -46.477588, valid: false }],
  [60, text("ST910;Emergency;205283272;500;20150716;19:12:01;-23.659019;-046.695403;000.602;000.00;0;4.2;1;1;02;10820;2fdb090736;724;05;0;2311;255;0;100"), { time: '2015-07-16T19:12:01Z', latitude: -23.659019, longitude: -46.695403, valid: false }],
  [61, text("ST300CMD;Res;511848119;315;PresetA;NTW;0;eseye.com;user;pass;rastreamento.inviocar.com;6011;;;;;RPT;1800;80;80;3;1200;0;0;0;0;EVT;0;10;0;12;3;9;1;30;0;5;7;1;0;0;0;0;0;0;0;9;9;0;0;0;GSM;0;;;;;0;;;;;;;;SVC;1;200;0;0;0;0;1;0;1;0;0;0;0;ADP;T;T;0;;0;0;0;0;0;0;MSR;600;0.10;0.10;0.70;MBV;0.00;0.00;17.20;9.00;18.00;0.00;0.00;NPT;25.0;0;30;0;0;500;300;5;10;100;5;180;100;1;DEV;0;0;0;1;0;0;0;"), null],
  [62, text("ST300CMD;Res;511848119;319H;Disable1"), null],
  [63, text("-Error"), null],
  [64, text("ST910;Location;907510186;552;20180504;23:15:45;3af54e5331;+19.301833;-099.190657;000.246;000.00;1;28462;80;1;0;0423;02;334;05;-215;20051;1;4;100"), { time: '2018-05-04T23:15:45Z', latitude: 19.301833, longitude: -99.190657, valid: true }],
  [65, text("ST910;Alert;485195;20170409;22:37:41;3be0133057;+24.882410;-107.509152;000.070;000.00;1;286734;72;02;295;05;-415;4912;255;10;10"), { time: '2017-04-09T22:37:41Z', latitude: 24.88241, longitude: -107.509152, valid: true }],
  [66, text("ST910;Location;485195;528;20170410;01:18:57;f1dd134840;+24.787139;-107.434679;000.020;000.00;1;286734;100;1;0;0188;02;295;05;-339;4936;255;4;74"), { time: '2017-04-10T01:18:57Z', latitude: 24.787139, longitude: -107.434679, valid: true }],
  [67, text("ST910;Location;560266;500;20161207;21:33:11;af910be101;-25.504234;-049.278003;000.080;000.00;1;10054889;70;1;1;1311;02;724;06;-317;3041;2;10;92"), { time: '2016-12-07T21:33:11Z', latitude: -25.504234, longitude: -49.278003, valid: true }],
  [68, text("ST910;Emergency;238569;528;20170403;00:02:09;7574160020;+19.661292;-099.144473;000.176;000.00;1;228638;1"), { time: '2017-04-03T00:02:09Z', latitude: 19.661292, longitude: -99.144473, valid: true }],
  [69, text("ST300STT;007878646;40;319H;20250521;21:52:14;54728;-30.021829;-051.204818;000.000;077.61;0;0;35310247;14.33;000000;1;1306;069596;4.1;1;23675;724;5;-75;1351;1"), { time: '2025-05-21T21:52:14Z', latitude: -30.021829, longitude: -51.204818, valid: false }],
  [70, hex('4352523b303931303030303036333b313b313b303135303b16011c150f0ad82f6c0000000000ae037085fbff7700fd00faff6300f30000006800fb000d007100fa00f32f6c00000000005e044a80fcff6f000301e1ff5d00e900e1ff6400e600f4ff5b00ec000a306c00000000002104248306006c000501fcff5b00e00001006e000101eeff4e00e10022306c00000000005c041a7e00006a00010100005d00f800b5ff7cffdf0050009300fc003b44350d'), null],
  [71, text("ST600STT;008594432;20;492;20200212;18:58:30;060bb0e1;334;20;36bb;45;+19.337897;-099.064489;000.398;000.00;12;1;5049883;13.61;100100;2;1198;013762;4.2;1;4.68"), { time: '2020-02-12T18:58:30Z', latitude: 19.337897, longitude: -99.064489, valid: true }],
  [72, text("ST600STT;008350848;35;523;20191102;13:49:46;0bf14fdb;334;20;2f19;57;+20.466737;-100.825455;000.006;000.00;11;1;10274175;11.36;00000000;1;0300;018353;4.2;1;0.00;;;;00000000000000;0;28EE56B911160234:+13.7;:;:"), { time: '2019-11-02T13:49:46Z', latitude: 20.466737, longitude: -100.825455, valid: true }],
  [73, text("ST300STT;205173382;07;564;20160322;23:23:18;232e19;+19.288278;-099.128750;000.122;000.00;9;1;478391;11.53;000100;1;9498;079324;4.3;1;0.00;0.00;0.00;00000000000000;0;2898E16006000058:-20.8;2861626006000039:+2.5;:"), { time: '2016-03-22T23:23:18Z', latitude: 19.288278, longitude: -99.12875, valid: true }],
  [74, text("ST300EVT;205173382;07;564;20160322;23:23:18;232e19;+19.288278;-099.128750;000.122;000.00;9;1;478391;11.53;000100;2;1;9498;079324;4.3;1;0.00;0.00;0.00;00000000000000;0;2898E16006000058:-20.8;2861626006000039:+2.5;:"), { time: '2016-03-22T23:23:18Z', latitude: 19.288278, longitude: -99.12875, valid: true }],
  [75, text("ST600STT;008349958;35;523;20181112;00:49:30;0bf10d4e;334;20;2f19;22;+20.552718;-100.824478;050.021;095.41;12;1;1303603;14.30;10000000;4;8911;001987;4.1;0;0.00;;;;00000000000000;0;2826C8A70800000C:+26.6;:;:"), { time: '2018-11-12T00:49:30Z', latitude: 20.552718, longitude: -100.824478, valid: true }],
  [76, text("ST300STT;907131077;04;706;20190227;23:59:34;cc719;-12.963490;-038.499587;000.067;000.00;7;1;57095;12.50;000000;1;0337;000207;0.0;1;0;012E717F010000;1"), { time: '2019-02-27T23:59:34Z', latitude: -12.96349, longitude: -38.499587, valid: true }],
  [77, text("ST300ALT;007239104;40;313;20190112;01:07:16;c99139;+04.703287;-074.148897;000.000;189.72;21;1;425512;12.61;100000;33;003188;4.1;1"), { time: '2019-01-12T01:07:16Z', latitude: 4.703287, longitude: -74.148897, valid: true }],
  [78, text("ST300HTE;511050566;45;308;20200909;13:38:38;0;12.50;001354;0.0;1;0;1;1;0;-27.636632;-052.277933;-27.636675;-052.277947;000.000;002.296;0;00000000000000"), null],
  [79, text("ST300HTE;100850001;04;248;20110101;00:13:52;167559;12.28;004005;0.0;1;0;3;3;0;-22.881018;-047.070831;-22.881018;-047.070831;000.000;000.000;0;0;3;0;0;0;01E04D44160000"), null],
  [80, text("ST300STT;807469112;45;315;20231215;15:25:03;104147;-16.030168;-047.989150;000.000;000.00;19;1;8600;12.14;000010;1;0456;000373;4.1;1;01B54221010000;0"), { time: '2023-12-15T15:25:03Z', latitude: -16.030168, longitude: -47.98915, valid: true }],
  [81, text("ST300STT;007878646;40;319H;20250521;21:52:14;54728;-30.021829;-051.204818;000.000;077.61;0;0;35310247;14.33;000000;1;1306;069596;4.1;1;23675;724;5;-75;1351;1"), { time: '2025-05-21T21:52:14Z', latitude: -30.021829, longitude: -51.204818, valid: false }],
];

describe('suntech reports of Traccar\'s decoder test', () => {
  it.each(traccarFrames)('frame %i', (_n, frame, fix) => {
    const decoded = decode(frame);
    const positions = positionsOf(decoded);
    expect(decoded.reply).toBeNull();
    if (!fix) return expect(positions).toEqual([]);
    expect(positions).toHaveLength(1);
    const [position] = positions;
    expect(position.time.toISOString()).toBe(new Date(fix.time).toISOString());
    expect(position.latitude).toBeCloseTo(fix.latitude, 6);
    expect(position.longitude).toBeCloseTo(fix.longitude, 6);
    expect(position.attributes.valid).toBe(fix.valid);
    expect(position.deviceId).toMatch(/^[0-9A-Za-z]+$/);
  });

  it('names the device once per connection: the first report is its login', () => {
    const session: TrackerSession = {};
    const first = decode(text('SA200STT;317652;042;20120721;19:04:30;16d41;-15.618743;-056.083221;000.001;000.00;12;1;41557;12.21;000000;1;3125'), session);
    expect(first.messages[0]).toEqual({ kind: 'login', identifier: '317652' });
    const alive = decode(text('SA200ALV;317652'), session);
    expect(alive.messages).toEqual([{ kind: 'heartbeat' }]);
  });
});

const frame = (n: number) => traccarFrames[n - 1][1];

describe('suntech readings, as Traccar reads them, in our names and units', () => {
  it('reads a legacy ST300 status report: odometer in metres, power, I/O, status and index', () => {
    const position = only(frame(28));
    expect(position).toMatchObject({ deviceId: '007238270', speedKmh: 10.39, heading: 202.77 });
    expect(position.attributes).toMatchObject({ satellites: 20, odometer: 997100, power: 14.1, ignition: true, in1: false, out1: false, status: 2, index: 8384 });
  });

  it.each([
    [6, { alarm: 'sos' }],
    [16, { index: 1765, input: 1, ignition: true }],
    [18, { driverUniqueId: '1d00000113f3f801' }],
    [21, { ignition: false }],
    [3, { driverUniqueId: '22574684' }],
    [13, { serial: 'RFID:008FB2BEBA39' }],
    [14, { serial: 'Welcome to Suntech World!' }],
    [15, { driverUniqueId: '9255143' }],
    [24, { fuel: 1050, fuel0: 1049, fuel1: 1 }],
    [25, { fuel1: 58.5, fuel: 58.5 }],
  ] as const)('frame %i carries %o', (n, readings) => {
    expect(only(frame(n)).attributes).toMatchObject(readings);
  });

  it('keeps binary serial data as hex, never as control characters', () => {
    expect(only(frame(12)).attributes.serial).toBe('0201100110011090011001100110011001100110fe');
  });

  it('reads an EMG report\'s emergency and an ALT report\'s alert as alarms', () => {
    expect(only(frame(55)).attributes.alarm).toBe('sos'); // SA200EMG, emergency 1
    expect(only(text('ST300ALT;205174410;14;712;20110101;00:00:07;00000;+20.593923;-100.336716;000.000;000.00;0;0;0;16.57;000000;41;000000;4.0;0;0.00;0000;0000;0;0')).attributes.alarm).toBe('powerCut');
  });

  it('reads an ST4 report without a fix as readings of the device, and a travel report as its driver', () => {
    expect(decode(frame(4)).messages.at(-1)).toMatchObject({ kind: 'heartbeat', attributes: { battery: 3.86, index: 98, status: 1, cellId: 16531, mcc: 724 } });
    expect(decode(frame(79)).messages.at(-1)).toEqual({ kind: 'heartbeat', attributes: { driverUniqueId: '01E04D44160000' } });
  });

  it.each([
    [8, '04;02;TEST'],
    [62, '319H;Disable1'],
  ] as const)('frame %i answers a command: %s', (n, answer) => {
    expect(decode(frame(n)).messages.at(-1)).toEqual({ kind: 'commandResult', text: answer });
  });

  it('reads the ST910 line that writes its cell before the coordinates, with the odometer after the validity', () => {
    const position = only(frame(64));
    expect(position.attributes).toEqual({ odometer: 28462, firmware: '552', valid: true });
    expect(only(frame(65)).attributes).toMatchObject({ alarm: 'general', odometer: 286734 });
  });

  it('skips a report whose numbers or date cannot be read, saying why, and one it does not know', () => {
    const north = decode(text('ST300STT;007238270;40;313;20190220;12:05:04;c99e48;north;-074.076922;010.390;202.77;20;1;997100;14.10;100000;2;8384;003634;4.1;1'));
    expect(north).toMatchObject({ messages: [], reply: null, skipped: expect.stringContaining('"north" is not a number') });
    const february = decode(text('ST300STT;007238270;40;313;20190231;12:05:04;c99e48;+04.644623;-074.076922;010.390;202.77;20;1;997100;14.10;100000;2;8384'));
    expect(february.skipped).toMatch(/no such date/);
    expect(decode(text('-Error')).skipped).toMatch(/not read/);
    expect(decode(frame(22).subarray(0, 40)).skipped).toMatch(/truncated/);
  });
});

describe('suntech commands', () => {
  it('stops and resumes the engine in the legacy dialect of the family the device reported in (SA200 until then)', () => {
    const session: TrackerSession = {};
    decode(text('SA200ALV;317652'), session);
    expect(suntechCodec.encodeCommand({ type: 'engineStop' }, session)?.toString()).toBe('SA200CMD;317652;02;Enable1\r');
    decode(frame(28), session);
    expect(suntechCodec.encodeCommand({ type: 'engineStop' }, session)?.toString()).toBe('ST300CMD;007238270;02;Enable1\r');
    expect(suntechCodec.encodeCommand({ type: 'engineResume' }, session)?.toString()).toBe('ST300CMD;007238270;02;Disable1\r');
  });

  it('stops and resumes the engine in the universal protocol once the device speaks it', () => {
    const session: TrackerSession = {};
    decode(frame(16), session);
    expect(suntechCodec.encodeCommand({ type: 'engineStop' }, session)?.toString()).toBe('CMD;0560001616;04;01\r');
    expect(suntechCodec.encodeCommand({ type: 'engineResume' }, session)?.toString()).toBe('CMD;0560001616;04;02\r');
  });

  it('sends a custom command as written with its CR, and refuses what is not printable ASCII', () => {
    const dialect = { universal: false, family: 'SA200' };
    expect(encodeSuntechCommand({ type: 'custom', text: 'SA200CMD;317652;02;StatusReq' }, '317652', dialect).toString()).toBe('SA200CMD;317652;02;StatusReq\r');
    expect(() => encodeSuntechCommand({ type: 'custom', text: 'a\rb' }, '317652', dialect)).toThrow(RangeError);
  });
});

describe('suntech framing (Traccar\'s frame decoder test)', () => {
  const length = (bytes: Buffer) => suntechCodec.frameLength(bytes, {});

  it('cuts the compressed and binary reports by their length', () => {
    expect(length(frame(1))).toBe(frame(1).length);
    expect(length(frame(22))).toBe(frame(22).length);
    expect(length(Buffer.concat([frame(22), frame(1)]))).toBe(frame(22).length);
    expect(length(frame(22).subarray(0, 40))).toBe(40 + 41); // announced, not yet whole
  });

  it('ends a text report at a CR, but not at the CR LF inside a UEX report\'s data', () => {
    const alive = hex('5354363030414c563b3030383732383332370d');
    expect(length(alive)).toBe(alive.length);
    const uex = hex(
      '53543630305545583b3030383732383332373b32303b3536383b32303139303432343b30383a33333a31313b30626631323833623b3333343b32303b326631393b31383b2b32302e3531343134353b2d3130302e3734333731303b3030302e3030343b3030302e30303b31303b313b31303337373836313b31322e39363b3030303030303b34343b745f303d31333b4e5f303d303839442e303b745f313d31423b4e5f313d304537342e303b515f443d30420d0a3b42343b3032383439383b342e313b310d',
    );
    expect(length(Buffer.concat([uex, alive]))).toBe(uex.length);
    expect(only(uex).attributes).toMatchObject({ fuel: 0x089d + 0x0e74, temp0: 0x13 });
    expect(length(uex.subarray(0, 100))).toBe(0);
  });

  it('takes line ends between reports as frames that decode to nothing', () => {
    expect(length(text('\n\rSTT'))).toBe(1);
    expect(decode(text('\n'))).toEqual({ messages: [], reply: null });
  });

  it('refuses a binary report of an unknown type, and a text report without CR within the largest frame', () => {
    expect(() => length(hex('990010aabb'))).toThrow(FrameError);
    expect(() => length(text('S'.repeat(5000)))).toThrow(/no CR/);
  });
});
