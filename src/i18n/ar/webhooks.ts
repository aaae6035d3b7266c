import type en from '../en/webhooks';
import type { Translation } from '../types';

const webhooks: Translation<typeof en> = {
  resources: {
    webhooks: {
      name: 'خطاف ويب |||| خطافات الويب',
      fields: {
        name: 'الاسم',
        url: 'عنوان URL',
        secret: 'سر التوقيع',
        alertTypes: 'أنواع التنبيهات',
        enabled: 'مفعّل',
        createdAt: 'تاريخ الإنشاء',
      },
      sections: { receiver: 'المستقبِل', alerts: 'التنبيهات المرسلة' },
      help: {
        url: 'يُرسَل كل تنبيه إلى هنا بصيغة JSON (POST).',
        url_https: 'استخدم عنوان https (يُسمح بـ http فقط نحو هذا الجهاز).',
        url_invalid: 'أدخل عنوانًا كاملًا، مثل https://example.com/hooks/fleet.',
        secret_new: 'انسخه إلى المستقبِل الآن: لن يُعرض مرة أخرى. يوقّع كل طلب (X-Fleet-Signature).',
        secret_again: 'لا يُعرض السر أبدًا: أدخل السر الحالي للمستقبِل للاحتفاظ به، أو سرًا جديدًا.',
        enabled: 'معطّل: لا يُرسَل أي تنبيه.',
        alertTypes: 'عدم تحديد أي نوع: كل أنواع التنبيهات.',
      },
      action: { new_secret: 'إنشاء سر جديد' },
      all_types: 'كل أنواع التنبيهات',
      deliveries: {
        title: 'سجل الإرسال',
        empty: 'لم يُرسَل شيء بعد.',
        columns: { time: 'الوقت', alertType: 'نوع التنبيه', responseStatus: 'رمز الحالة', attempts: 'المحاولات', outcome: 'النتيجة' },
        statuses: { pending: 'قيد الانتظار', delivered: 'تم التسليم', failed: 'فشل' },
      },
    },
  },
};

export default webhooks;
