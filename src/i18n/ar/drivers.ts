import type { MessageTree } from '../types';

/** Driver keys, allowed vehicles and driving sessions (issue 30). */
const drivers = {
  resources: {
    drivers: {
      fields: { keys: 'مفاتيح السائق', allowedAssetIds: 'يُسمح له بقيادة' },
      sections: { identification: 'التعريف' },
      help: { keys: 'معرّفات iButton أو RFID، من 8 إلى 16 رقمًا ست عشريًا: اكتب واحدًا ثم اضغط Enter.', allowedAssetIds: 'فارغ: أي مركبة.' },
      validation: { key: 'مفتاح السائق من 8 إلى 16 رقمًا ست عشريًا.' },
    },
  },
  driverAssignment: {
    assign: 'تعيين سائق',
    unassign: 'إلغاء التعيين',
    driver: 'السائق',
    confirm: 'تعيين',
  },
  driverSessions: {
    title: 'جلسات القيادة',
    vehicle: 'المركبة',
    started: 'من',
    ended: 'إلى',
    current: 'جارية',
    source: 'المصدر',
    sources: { key: 'مفتاح', manual: 'يدويًا' },
    endReason: 'انتهت بسبب',
    endReasons: { otherKey: 'مفتاح آخر', ignitionOff: 'إطفاء المحرك', manual: 'يدويًا', otherVehicle: 'مركبة أخرى' },
    none: 'لا توجد جلسات قيادة بعد.',
  },
  driverPage: {
    score: 'تقييم القيادة',
    score_by_week: 'التقييم حسب الأسبوع',
    trips: 'رحلات آخر %{days} يومًا',
    events: 'القيادة العنيفة في آخر %{days} يومًا',
    event: 'الحدث',
    no_trips: 'لا رحلات في هذه الأيام.',
    no_events: 'لا قيادة عنيفة في هذه الأيام.',
  },
  reports: {
    types: { drivingScores: 'تقييمات القيادة' },
    drivingScores: {
      driver: 'السائق',
      score: 'التقييم',
      previous: 'الفترة السابقة',
      penalty: 'نقاط الجزاء',
      too_short: 'أقل من 20 كم',
      rank_by: 'الترتيب',
      by_driver: 'السائقون',
      by_asset: 'المركبات',
      empty: 'لم يقد أحد في هذه الفترة.',
      open_driver: 'فتح صفحة السائق',
      dashboard: {
        title: 'تقييمات القيادة هذا الأسبوع',
        none: 'لم يقد أي سائق 20 كم هذا الأسبوع.',
        all: 'تقييمات القيادة',
        best: 'الأفضل',
        worst: 'الأضعف',
        previous: 'الأسبوع السابق: %{score}',
        no_previous: 'لا تقييم للأسبوع السابق',
      },
      events: {
        harshAcceleration: 'تسارع عنيف',
        harshBraking: 'كبح عنيف',
        harshCornering: 'انعطاف عنيف',
        speeding: 'تجاوز السرعة',
        idle: 'دوران المحرك دون حركة',
      },
      settings: {
        title: 'إعدادات القيادة',
        saved: 'تم حفظ إعدادات القيادة.',
        class: { car: 'السيارات (والأنواع الأخرى)', van: 'الشاحنات الصغيرة', truck: 'الشاحنات', bus: 'الحافلات' },
        threshold: { harshAcceleration: 'التسارع (م/ث²)', harshBraking: 'الكبح (م/ث²)', harshCornering: 'الانعطاف (م/ث²)' },
        weights: 'نقاط الجزاء لكل حدث',
        sessionGraceSeconds: 'مهلة إنهاء الجلسة بعد إطفاء المحرك (ث)',
      },
    },
  },
} satisfies MessageTree;

export default drivers;
