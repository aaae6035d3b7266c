import type en from '../en/twoFactor';
import type { Translation } from '../types';

const twoFactor: Translation<typeof en> = {
  twoFactor: {
    menu: 'تسجيل الدخول بخطوتين',
    title: 'تسجيل الدخول بخطوتين',
    is_on: 'تسجيل الدخول بخطوتين مفعّل. رموز الاسترداد المتبقية: %{count}.',
    is_off: 'تسجيل الدخول بخطوتين غير مفعّل.',
    required_by_tenant: 'مؤسستك تشترطه.',
    turn_on: 'تفعيل تسجيل الدخول بخطوتين',
    scan: 'امسح رمز QR هذا بتطبيق مصادقة، أو أدخل المفتاح يدويًا.',
    secret: 'المفتاح:',
    qr_alt: 'رمز QR لمفتاح الخطوتين',
    code: 'الرمز من التطبيق',
    code_or_recovery: 'الرمز من التطبيق أو رمز استرداد',
    code_or_password: 'الرمز الحالي أو كلمة المرور',
    confirm: 'تأكيد',
    verify: 'تحقق',
    done: 'تم',
    recovery_title: 'رموز الاسترداد',
    recovery_intro: 'احفظ رموز الاسترداد هذه في مكان آمن. كل رمز يتيح تسجيل الدخول مرة واحدة دون التطبيق؛ ولن تظهر إلا الآن.',
    turn_off: 'إيقاف',
    turned_off: 'تم إيقاف تسجيل الدخول بخطوتين.',
    code_intro: 'أدخل الرمز من تطبيق المصادقة، أو رمز استرداد.',
    enrol_required: 'تشترط مؤسستك تسجيل الدخول بخطوتين. أضف هذا المفتاح إلى تطبيق مصادقة، ثم أدخل رمزه.',
    tenant_required: 'اشتراط تسجيل الدخول بخطوتين لجميع مستخدمي مؤسستي',
  },
};

export default twoFactor;
