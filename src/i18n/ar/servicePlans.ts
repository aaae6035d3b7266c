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
      remaining: {
        left: {
          km: 'متبقٍ %{value} كم',
          hours: 'متبقٍ %{value} ساعة محرك',
          days: 'متبقٍ يوم واحد |||| متبقٍ %{smart_count} أيام',
        },
        over: {
          km: 'متأخر %{value} كم',
          hours: 'متأخر %{value} ساعة محرك',
          days: 'متأخر يومًا واحدًا |||| متأخر %{smart_count} أيام',
        },
      },
      states: {
        ok: 'سليم',
        dueSoon: 'مستحق قريبًا',
        overdue: 'متأخر',
      },
      record: {
        action: 'تسجيل صيانة',
        title: 'تسجيل صيانة لـ %{plan}',
        servicedOn: 'تاريخ الصيانة',
        odometerKm: 'عداد المسافة (كم)',
        engineHours: 'ساعات المحرك',
        cost: 'التكلفة',
        notes: 'ملاحظات',
        saved: 'سُجّلت الصيانة: تبدأ العدادات من جديد منها.',
      },
      asset: {
        title: 'خطط الصيانة',
        none: 'لا تغطي أي خطة صيانة هذا الأصل.',
      },
      records: {
        title: 'الصيانات المنجزة',
        none: 'لم تُسجَّل أي صيانة بعد.',
        servicedOn: 'تاريخ الصيانة',
        planName: 'الخطة',
        odometerKm: 'عداد المسافة (كم)',
        engineHours: 'ساعات المحرك',
        cost: 'التكلفة',
        notes: 'ملاحظات',
        recordedBy: 'سجّلها',
        actions: 'الإجراءات',
        edit: 'تعديل الصيانة %{name}',
        delete: 'حذف الصيانة %{name}',
        saved: 'صُحّحت الصيانة: يُعاد تقييم الخطة.',
        deleted: 'حُذفت الصيانة: تعود العدادات إلى العدّ من الصيانة السابقة.',
        confirmTitle: 'حذف الصيانة %{name}؟',
        confirmContent: 'ستعود عدادات الخطة إلى العدّ من الصيانة السابقة، أو من بداية الخطة.',
      },
      dashboard: {
        title: 'مستحق للصيانة',
        none: 'لا توجد صيانة مستحقة.',
        all: 'كل خطط الصيانة',
      },
      validation: {
        assetOrModel: 'اختر أصلًا واحدًا أو طرازًا واحدًا.',
        interval: 'أدخل فترة واحدة على الأقل: كم أو ساعات محرك أو أيام أو أشهر.',
        daysOrMonths: 'احسب التقويم بالأيام أو بالأشهر، لا بكليهما.',
      },
    },
  },
} satisfies MessageTree;

export default servicePlans;
