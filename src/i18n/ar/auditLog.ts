import type { MessageTree } from '../types';

/** The audit log and API keys screens (Admins). */
const auditLog = {
  resources: {
    auditLog: {
      name: 'قيد تدقيق |||| سجل التدقيق',
      fields: {
        at: 'الوقت',
        actorEmail: 'من',
        actorRole: 'الدور',
        signInMethod: 'طريقة تسجيل الدخول',
        action: 'الإجراء',
        objectType: 'نوع السجل',
        objectId: 'معرّف السجل',
        objectName: 'السجل',
        address: 'العنوان',
        actor: 'البريد الإلكتروني للفاعل',
        from: 'من تاريخ',
        to: 'حتى',
      },
      no_changes: 'لم يتغير أي حقل.',
      changes: 'ما الذي تغير',
      field: 'الحقل',
      before: 'قبل',
      after: 'بعد',
    },
    myApiKeys: { name: 'مفتاح API شخصي |||| مفاتيح API شخصية' },
    apiKeys: {
      name: 'مفتاح API |||| مفاتيح API',
      fields: {
        name: 'الاسم',
        role: 'الدور',
        prefix: 'يبدأ بـ',
        expiresAt: 'ينتهي في',
        allowedAddresses: 'العناوين المسموح بها',
        lastUsedAt: 'آخر استخدام',
        lastUsedAddress: 'آخر استخدام من',
        revokedAt: 'أُلغي في',
        suspendedAt: 'موقوف منذ',
        createdBy: 'أنشأه',
        createdAt: 'أُنشئ في',
        owner: 'يخص',
      },
      sections: { key: 'المفتاح' },
      help: {
        role: 'ليس أعلى من دورك.',
        expiresAt: 'بعد سنتين على الأكثر.',
        allowedAddresses: 'عنوان IP أو نطاق CIDR في كل سطر؛ فارغ: من أي مكان.',
        personalRole: 'لا يتجاوز دورك؛ ولا يعمل أبدًا بما يتجاوز الدور الذي لديك عند استخدامه.',
        personalExpiresAt: 'بحد أقصى 90 يومًا من الآن.',
      },
      created: {
        title: 'تم إنشاء مفتاح API',
        intro: 'أعطِ هذا المفتاح للنظام "%{email}". يُعرض مرة واحدة فقط: احفظه الآن.',
        password: 'المفتاح',
        copy: 'نسخ',
        copied: 'تم نسخ المفتاح',
        copy_failed: 'تعذّر النسخ: حدّد المفتاح وانسخه يدويًا.',
        done: 'تم',
      },
    },
  },
} satisfies MessageTree;

export default auditLog;
