import type en from '../en/sharing';
import type { Translation } from '../types';

const sharing: Translation<typeof en> = {
  sharing: {
    title: 'مشاركة الموقع المباشر',
    duration: 'مدة صلاحية الرابط',
    create: 'إنشاء رابط',
    link: 'الرابط المشترك',
    link_once: 'انسخ الرابط الآن: لن يظهر إلا مرة واحدة.',
    links: 'الروابط المشتركة',
    revoke: 'إلغاء',
    revoked: 'أُلغي %{time}',
    expires: 'ينتهي %{time}',
    expired: 'انتهى %{time}',
    durations: {
      '15': '15 دقيقة',
      '60': 'ساعة واحدة',
      '480': '8 ساعات',
      '1440': 'يوم واحد',
      '10080': '7 أيام',
    },
    public: {
      title: 'موقع مشترك',
      loading: 'جارٍ التحميل…',
      unavailable: 'انتهت صلاحية هذا الرابط أو أُلغي.',
      no_position: 'لا يوجد موقع بعد.',
      updated: 'حُدّث %{time}',
      expires: 'الرابط صالح حتى %{time}',
      unreachable: 'تعذّر الوصول إلى خريطة الشوارع: تُعرض الحدود دون اتصال.',
    },
  },
};

export default sharing;
