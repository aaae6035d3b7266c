import type { MessageTree } from '../types';

/** Service plans: their screens (every so many km, engine hours, days or months, whichever comes first). */
const servicePlans = {
  resources: {
    servicePlans: {
      name: 'خطة صيانة |||| خطط الصيانة',
      fields: {
        name: 'الاسم',
        assetId: 'الأصل',
        assetName: 'الأصل',
        modelId: 'الطراز',
        modelName: 'الطراز',
        everyKm: 'كل (كم)',
        dueSoonKm: 'مستحقة قريبًا قبل (كم)',
        everyEngineHours: 'كل (ساعات المحرك)',
        dueSoonEngineHours: 'مستحقة قريبًا قبل (ساعات المحرك)',
        everyDays: 'كل (أيام)',
        everyMonths: 'كل (أشهر)',
        dueSoonDays: 'مستحقة قريبًا قبل (أيام)',
        updatedAt: 'آخر تحديث',
      },
      every: { months: 'شهر واحد |||| %{smart_count} أشهر', days: 'يوم واحد |||| %{smart_count} أيام' },
      sections: { about: 'الخطة', intervals: 'الفترات، أيها يأتي أولًا' },
      help: { assetOrModel: 'أصل واحد، أو كل أصول طراز واحد.' },
      validation: {
        assetOrModel: 'اختر أصلًا واحدًا أو طرازًا واحدًا.',
        interval: 'أدخل فترة واحدة على الأقل: كم أو ساعات محرك أو أيام أو أشهر.',
        daysOrMonths: 'احسب التقويم بالأيام أو بالأشهر، لا بكليهما.',
      },
    },
  },
} satisfies MessageTree;

export default servicePlans;
