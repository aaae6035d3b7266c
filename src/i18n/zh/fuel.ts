import type { MessageTree } from '../types';

/** Texts of fuel: the fuel report and the tank of an asset model. */
const fuel = {
  resources: {
    alerts: {
      types: {
        fuelFill: '加油',
        fuelDrain: '漏油',
      },
      messages: {
        fuelFill: '%{asset}：加油 %{litres}',
        fuelDrain: '%{asset}：漏油 %{litres}',
      },
    },
    alertRules: {
      types: {
        fuelFill: '加油',
        fuelDrain: '漏油',
      },
    },
    assets: {
      fuel: {
        title: '燃油',
        tank: '油箱',
        sensor: '油位传感器',
        automatic: '设备常用的油位读数',
        from_model: '来自设备型号：%{sensor}',
        tank_litres: '油箱容量 (l)',
        model_tank: '留空：使用车型的 %{litres} l',
        attribute: '属性',
        attribute_help: '设备的读数，例如 io84、io201 或 fuel',
        scale: '每单位升数',
        calibration: '标定表',
        calibration_help: '每行一个点：原始值，然后是升数',
        bad_line: '第 %{line} 行不是原始值和升数',
        units: {
          litres: '升',
          percent: '油箱百分比',
          raw: '带标定表的探头数值',
        },
      },
    },
    assetModels: {
      fields: {
        tankLitres: '油箱容量 (l)',
      },
    },
    sensorModels: {
      help: {
        fuelSensor: '用于设备属于此型号且自身未设置油位传感器的资产；未设置时使用设备常用的油位读数。',
      },
    },
  },
  reports: {
    types: {
      fuel: '燃油',
      costs: '成本',
    },
    costs: {
      consumed_l: '消耗 (升)',
      service_cost: '保养费用',
      total_cost: '总费用',
      cost_per_km: '每公里费用',
      totals: '车队合计',
    },
    fuel: {
      start_level: '期初油量',
      end_level: '期末油量',
      filled: '加油量',
      drained: '漏油量',
      consumed: '耗油量',
      per_100_km: '百公里油耗',
      per_engine_hour: '每发动机小时油耗',
      cost: '燃油费用',
      event: '事件',
      litres: '升',
      litres_l: '升 (l)',
      before: '之前',
      after: '之后',
      chart: '油量随时间变化',
      level: '油量',
      events: '加油与漏油',
      price_per_litre: '每升价格',
      fill_price: {
        action: '实付价格',
        title: '本次加油的实付价格',
        help: '留空：使用租户的每升价格。',
        saved: '加油价格已保存',
      },
      settings: {
        title: '燃油规则',
        saved: '燃油规则已保存',
        medianReadings: '中值滤波读数个数',
        fillMinLitres: '最小加油量 (l)',
        fillMinTankPercent: '最小加油量（油箱的 %）',
        drainMinLitres: '最小漏油量 (l)',
        drainMinStopSeconds: '停车至少多少秒才计漏油 (s)',
        ignoreAfterMovingOffSeconds: '起步后忽略读数 (s)',
        mergeMinutes: '间隔小于此值的事件合并 (min)',
        idleLitresPerHour: '停车预计油耗 (l/h)',
        drivingLitresPer100Km: '行驶预计油耗 (l/100 km)',
        drainsWhileMoving: '行驶中也检测漏油',
        pricePerLitre: '每升价格',
      },
      kinds: {
        fill: '加油',
        drain: '漏油',
      },
    },
  },
} satisfies MessageTree;

export default fuel;
