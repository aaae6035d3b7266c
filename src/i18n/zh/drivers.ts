import type { MessageTree } from '../types';

/** Driver keys, allowed vehicles and driving sessions (issue 30). */
const drivers = {
  resources: {
    drivers: {
      fields: { keys: '驾驶员钥匙', allowedAssetIds: '可驾驶车辆' },
      sections: { identification: '身份识别' },
      help: { keys: 'iButton 或 RFID 编号，8 至 16 位十六进制数字：输入一个后按回车。', allowedAssetIds: '留空：任何车辆。' },
      validation: { key: '驾驶员钥匙为 8 至 16 位十六进制数字。' },
    },
  },
  driverAssignment: {
    assign: '指派驾驶员',
    unassign: '取消指派',
    driver: '驾驶员',
    confirm: '指派',
  },
  driverSessions: {
    title: '驾驶记录',
    vehicle: '车辆',
    started: '开始',
    ended: '结束',
    current: '进行中',
    source: '来源',
    sources: { key: '钥匙', manual: '手动' },
    endReason: '结束原因',
    endReasons: { otherKey: '其他钥匙', ignitionOff: '熄火', manual: '手动', otherVehicle: '其他车辆' },
    none: '尚无驾驶记录。',
  },
  driverPage: {
    score: '驾驶评分',
    score_by_week: '每周评分',
    trips: '最近 %{days} 天的行程',
    events: '最近 %{days} 天的急加速/急刹车/急转弯',
    event: '事件',
    no_trips: '这些天没有行程。',
    no_events: '这些天没有激烈驾驶。',
  },
  reports: {
    types: { drivingScores: '驾驶评分' },
    drivingScores: {
      driver: '驾驶员',
      score: '评分',
      previous: '上一周期',
      penalty: '扣分',
      too_short: '不足 20 公里',
      rank_by: '排名',
      by_driver: '驾驶员',
      by_asset: '车辆',
      empty: '此期间无人驾驶。',
      open_driver: '打开司机页面',
      dashboard: {
        title: '本周驾驶评分',
        none: '本周没有驾驶员行驶满 20 公里。',
        all: '驾驶评分',
        best: '最佳',
        worst: '最差',
        previous: '上周：%{score}',
        no_previous: '上周无评分',
      },
      events: {
        harshAcceleration: '急加速',
        harshBraking: '急刹车',
        harshCornering: '急转弯',
        speeding: '超速',
        idle: '怠速',
      },
      settings: {
        title: '驾驶设置',
        saved: '驾驶设置已保存。',
        class: { car: '轿车（及其他类型）', van: '厢式货车', truck: '卡车', bus: '公交车' },
        threshold: { harshAcceleration: '加速 (m/s²)', harshBraking: '制动 (m/s²)', harshCornering: '转弯 (m/s²)' },
        weights: '每个事件的扣分',
        sessionGraceSeconds: '会话结束宽限期，熄火后 (秒)',
      },
    },
  },
} satisfies MessageTree;

export default drivers;
