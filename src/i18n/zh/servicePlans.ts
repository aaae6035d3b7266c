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
      validation: {
        assetOrModel: '请选择一个资产或一个型号。',
        interval: '请至少填写一个间隔：公里、发动机小时、天或月。',
        daysOrMonths: '日历按天或按月计算，不能同时使用。',
      },
    },
  },
} satisfies MessageTree;

export default servicePlans;
