import type en from '../en/shell';
import type { Translation } from '../types';

const shell: Translation<typeof en> = {
  shell: {
    loading: 'جارٍ التحميل…',
    menu: {
      label: 'القائمة الرئيسية',
      dashboard: 'لوحة التحكم',
      assets: 'الأصول',
      geofences: 'السياجات الجغرافية',
      places: 'الأماكن',
      alerts: 'التنبيهات',
      reports: 'التقارير',
      devices: 'إدارة الأجهزة',
      pendingDevices: 'أجهزة بانتظار التسجيل',
      drivers: 'السائقون',
      users: 'إدارة المستخدمين',
      webhooks: 'خطافات الويب',
      apiKeys: 'مفاتيح API',
      auditLog: 'سجل التدقيق',
      tenants: 'إدارة المؤسسات',
      models: 'إدارة الطرازات',
      admin: 'الإدارة',
    },
    login: {
      title: 'سجّل الدخول إلى حسابك',
      email: 'البريد الإلكتروني',
      password: 'كلمة المرور',
      submit: 'تسجيل الدخول',
      forgot: 'هل نسيت كلمة المرور؟',
    },
    password: {
      change_title: 'تغيير كلمة المرور',
      forgot_title: 'نسيت كلمة المرور',
      new_intro: 'اختر كلمة مرور جديدة لإكمال تسجيل الدخول.',
      forgot_intro: 'أدخل بريدك الإلكتروني لتلقي رمز إعادة تعيين يُستخدم مرة واحدة.',
      email: 'البريد الإلكتروني',
      old: 'كلمة المرور القديمة',
      code: 'الرمز المرسل إلى البريد',
      new: 'كلمة المرور الجديدة',
      confirm: 'تأكيد كلمة المرور الجديدة',
      send_code: 'إرسال الرمز',
      submit: 'تأكيد',
      cancel: 'إلغاء',
      required_old: 'يرجى إدخال كلمة المرور القديمة!',
      required_code: 'يرجى إدخال الرمز المرسل إلى بريدك الإلكتروني',
      required_new: 'يرجى إدخال كلمة المرور الجديدة!',
      required_confirm: 'يرجى إدخال تأكيد كلمة المرور الجديدة!',
      mismatch: 'كلمتا المرور غير متطابقتين!',
      code_sent: 'تم إرسال رمز إعادة تعيين يُستخدم مرة واحدة إلى بريدك الإلكتروني',
      changed: 'تم تغيير كلمة المرور.',
    },
    user: {
      menu: 'قائمة المستخدم',
      change_password: 'تغيير كلمة المرور',
      sign_out: 'تسجيل الخروج',
    },
    footer: '%{company} © %{year}',
    errors: {
      default: 'حدث خطأ.',
      no_routes: 'لم يتم العثور على مسارات!',
      not_found: 'عذرًا، حدث خطأ. الصفحة غير موجودة!',
      server: 'عذرًا، حدث خطأ في الخادم.',
      back: 'العودة إلى لوحة التحكم',
      retry: 'إعادة المحاولة',
    },
    dashboard: {
      title: 'لوحة التحكم',
    },
  },
};

export default shell;
