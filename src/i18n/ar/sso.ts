import type en from '../en/sso';
import type { Translation } from '../types';

const sso: Translation<typeof en> = {
  sso: {
    title: 'تسجيل الدخول الموحد',
    manage: 'تسجيل الدخول الموحد',
    intro: 'يسجّل مستخدمو هذه المؤسسة الدخول عبر مزوّد OpenID Connect الخاص بها.',
    none: 'لم يُعدّ تسجيل الدخول الموحد لهذه المؤسسة.',
    callback: 'سجّل عنوان إعادة التوجيه هذا لدى المزوّد: %{url}',
    display_name: 'اسم المزوّد (على زر تسجيل الدخول)',
    issuer: 'عنوان URL للجهة المُصدِرة',
    client_id: 'معرّف العميل',
    client_secret: 'سر العميل',
    client_secret_kept: 'اتركه فارغًا للإبقاء على السر المحفوظ.',
    scopes: 'النطاقات',
    groups_claim: 'مطالبة المجموعات',
    rules: 'قواعد من المجموعة إلى الدور (أول تطابق هو المعتمد)',
    group: 'المجموعة',
    role: 'الدور',
    move_up: 'نقل لأعلى',
    remove_rule: 'إزالة القاعدة',
    add_rule: 'إضافة قاعدة',
    default_role: 'المستخدمون الذين لا تطابقهم أي قاعدة',
    refuse: 'رفض تسجيل الدخول',
    email_domains: 'نطاقات البريد الإلكتروني التي يُعرض عليها هذا المزوّد (مفصولة بفواصل)',
    create_accounts: 'إنشاء الحسابات عند أول تسجيل دخول',
    require_sso: 'فرض تسجيل الدخول الموحد (دون كلمة مرور)',
    save: 'حفظ',
    remove: 'إزالة تسجيل الدخول الموحد',
    saved: 'حُفظت إعدادات تسجيل الدخول الموحد.',
    removed: 'أُزيل تسجيل الدخول الموحد.',
    sign_in_with: 'تسجيل الدخول عبر %{provider}',
  },
};

export default sso;
