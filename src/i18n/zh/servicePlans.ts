import type { MessageTree } from '../types';

/** Service plans: their screens (every so many km, engine hours, days or months, whichever comes first). */
const servicePlans = {
  resources: {
    servicePlans: {
      name: '保养计划 |||| 保养计划',
      fields: {
        name: '名称',
        assetId: '资产',
        assetName: '资产',
        modelId: '型号',
        modelName: '型号',
        everyKm: '每（公里）',
        dueSoonKm: '提前提醒（公里）',
        everyEngineHours: '每（发动机小时）',
        dueSoonEngineHours: '提前提醒（发动机小时）',
        everyDays: '每（天）',
        everyMonths: '每（月）',
        dueSoonDays: '提前提醒（天）',
        updatedAt: '更新时间',
      },
      every: { months: '%{smart_count} 个月', days: '%{smart_count} 天' },
      sections: { about: '计划', intervals: '间隔，以先到者为准' },
      help: { assetOrModel: '一个资产，或某一型号的所有资产。' },
      remaining: {
        left: {
          km: '剩余 %{value} 公里',
          hours: '剩余 %{value} 发动机小时',
          days: '剩余 %{smart_count} 天',
        },
        over: {
          km: '已超 %{value} 公里',
          hours: '已超 %{value} 发动机小时',
          days: '已逾期 %{smart_count} 天',
        },
      },
      states: {
        ok: '正常',
        dueSoon: '即将到期',
        overdue: '已逾期',
      },
      record: {
        action: '记录保养',
        title: '记录 %{plan} 的保养',
        servicedOn: '保养日期',
        odometerKm: '里程表（公里）',
        engineHours: '发动机小时',
        cost: '费用',
        notes: '备注',
        saved: '保养已记录：计数从此重新开始。',
      },
      asset: {
        title: '保养计划',
        none: '没有保养计划适用于此资产。',
      },
      records: {
        title: '已完成的保养',
        none: '尚未记录任何保养。',
        servicedOn: '保养日期',
        planName: '计划',
        odometerKm: '里程表（公里）',
        engineHours: '发动机小时',
        cost: '费用',
        notes: '备注',
        recordedBy: '记录人',
        actions: '操作',
        edit: '编辑保养 %{name}',
        delete: '删除保养 %{name}',
        saved: '保养已更正：计划已重新评估。',
        deleted: '保养已删除：计数器从上一次保养重新开始。',
        confirmTitle: '删除保养 %{name}？',
        confirmContent: '计划的计数器将从上一次保养重新开始，若无则从计划开始时算起。',
      },
      dashboard: {
        title: '待保养',
        none: '没有待保养项目。',
        all: '所有保养计划',
      },
      validation: {
        assetOrModel: '请选择一个资产或一个型号。',
        interval: '请至少填写一个间隔：公里、发动机小时、天或月。',
        daysOrMonths: '日历按天或按月计算，不能同时使用。',
      },
    },
  },
} satisfies MessageTree;

export default servicePlans;
