import type en from '../en/alerting';
import type { Translation } from '../types';

/** Alert types beside geofence and speed, rule schedules, and the notification channels of each user. */
const alerting: Translation<typeof en> = {
  resources: {
    alerts: {
      types: {
        ignitionOn: "点火",
        ignitionOff: "熄火",
        idle: "怠速",
        offline: "离线",
        alarm: "设备报警",
        lowBattery: "电量低",
        maintenanceDue: "保养到期",
        corridorExit: "驶离路线走廊",
        corridorReturn: "返回路线走廊",
      },
      messages: {
        geofenceEnter: "%{asset} 进入了 %{geofence}",
        geofenceExit: "%{asset} 离开了 %{geofence}",
        speeding: "%{asset} 以 %{speed} 行驶，超过限速 %{limit}",
        ignitionOn: "%{asset}：点火开启",
        ignitionOff: "%{asset}：点火关闭",
        idle: "%{asset} 已怠速超过 %{duration}",
        offline: "%{asset} 已超过 %{duration} 未发送任何数据",
        alarm: "%{asset} 触发了警报：%{alarms}",
        lowBattery: "%{asset}：电量 %{level}，低于 %{threshold}",
        maintenanceDue: "%{asset}：保养到期（%{rule}）",
        maintenanceDueOn: "%{asset}：%{title} 于 %{date} 到期（%{rule}）",
        corridorExit: "%{asset} 驶离了路线走廊 %{geofence}",
        corridorReturn: "%{asset} 返回了路线走廊 %{geofence}",
      },
    },
    alertRules: {
      fields: {
        ignitionEvent: "点火事件",
        durationMinutes: "持续（分钟）",
        alarms: "报警",
        batteryPercent: "电量低于（%）",
        odometerKm: "里程达到（公里）",
        engineHours: "发动机小时达到",
        importantDateTitle: "重要日期",
        daysBefore: "提前天数",
        schedule: {
          days: "星期",
          from: "从",
          to: "至",
          timeZone: "时区",
        },
      },
      types: {
        ignition: "点火",
        idle: "怠速",
        offline: "离线",
        alarm: "设备报警",
        lowBattery: "电量低",
        maintenance: "保养",
      },
      ignitionEvents: {
        on: "点火",
        off: "熄火",
        both: "点火或熄火",
      },
      alarms: {
        sos: "SOS",
        powerCut: "断电",
        tampering: "防拆",
        vibration: "震动",
        overspeed: "超速",
        lowBattery: "电量低",
        powerOff: "关机",
      },
      days: { 1: "星期一", 2: "星期二", 3: "星期三", 4: "星期四", 5: "星期五", 6: "星期六", 7: "星期日" },
      sections: { schedule: "何时可以触发" },
      help: {
        alarms: "不勾选则任何报警都提醒。",
        maintenanceMeasure: "请填写里程、发动机小时或重要日期。",
        importantDate: "资产重要日期的标题，例如 年检。",
        schedule: "不勾选任何一天则任何时间都提醒。",
        timeZone: "例如 Asia/Shanghai。",
        clock: "例如 08:00 的时间。",
      },
    },
  },
  shell: {
    notifications: {
      menu: "通知",
      title: "我的通知",
      intro: "选择每种报警的通知方式。",
      alertType: "报警",
      email: "电子邮件",
      push: "浏览器推送",
      toast: "在控制台中",
      save: "保存",
      saved: "通知设置已保存。",
      pushOn: "在此浏览器接收推送",
      pushOff: "停止在此浏览器推送",
      pushEnabled: "此浏览器已开启推送。",
      pushDisabled: "此浏览器未开启推送。",
      pushUnsupported: "此浏览器无法接收推送消息。",
      pushDenied: "浏览器已阻止此网站的推送消息。",
      liveAlert: "报警：%{message}",
    },
  },
};

export default alerting;
