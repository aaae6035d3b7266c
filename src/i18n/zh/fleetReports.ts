import type { MessageTree } from '../types';

const fleetReports = {
  reports: {
    types: {
      stops: '停车',
      dailySummary: '每日汇总',
      events: '事件',
      geofenceVisits: '地理围栏访问',
      corridorTime: '偏离走廊时间',
    },
    groups: {
      events: '警报',
    },
    columns: {
      address: '地址',
      day: '日期',
      driving: '实际行驶时间',
      driving_s: '实际行驶时间（秒）',
      idle: '怠速时间',
      idle_s: '怠速时间（秒）',
      start_odometer_km: '起始里程（公里）',
      end_odometer_km: '结束里程（公里）',
      fuel_used: '耗油量',
      fuel_used_l: '耗油量（升）',
      geofence: '地理围栏',
      entered: '进入',
      left: '离开',
      time_inside: '停留时间',
      time_inside_s: '停留时间（秒）',
      corridor: '走廊',
      exits: '驶离次数',
      time_outside: '偏离时间',
      time_outside_s: '偏离时间（秒）',
    },
    stops: {
      min_duration: '最短停车（分钟）',
      radius: '半径（米）',
      map: '%{name} 的停车',
    },
    daily: {
      fleet: '整个车队',
    },
    visits: {
      before_period: '时段开始前',
      still_inside: '仍在其中',
      per_geofence: '各地理围栏的停留时间',
    },
    events: {
      type: '警报类型',
      geofence: '地理围栏',
      any: '全部',
    },
    schedules: {
      open: '定期发送…',
      title: '通过电子邮件发送报告',
      explain: '%{assets} 的%{report}报告（刚结束的一天或一周）将在午夜后以 CSV 文件发送给您。',
      frequency: '频率',
      chosen_assets: '所选车辆',
      daily: '每天',
      weekly: '每周',
      yours: '您的报告邮件',
      stop: '停止此邮件',
      next: '下次：%{time}',
      none: '尚无报告邮件。',
      create: '将此报告发送给我',
      created: '您将通过电子邮件收到此报告。',
    },
    actions: {
      export_xlsx: '导出 XLSX',
      export_pdf: '导出 PDF',
    },
    states: {
      export_failed: '无法生成导出文件。',
    },
  },
} satisfies MessageTree;

export default fleetReports;
