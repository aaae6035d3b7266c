import type en from '../en/trackers';
import type { Translation } from '../types';

/** Tracker screens: pending devices, commands to devices, and the attributes trackers send. */
const trackers: Translation<typeof en> = {
  resources: {
    pendingDevices: {
      name: 'جهاز بانتظار التسجيل |||| أجهزة بانتظار التسجيل',
      fields: {
        protocol: 'البروتوكول',
        identifier: 'المعرّف',
        firstSeenAt: 'أول ظهور',
        lastSeenAt: 'آخر ظهور',
        remoteAddress: 'العنوان البعيد',
        messageCount: 'الرسائل',
      },
      register: 'تسجيل',
      register_one: 'تسجيل %{identifier}',
      register_title: 'تسجيل الجهاز %{identifier}',
      register_intro: 'اتصل جهاز التتبع هذا (%{protocol}) لكن لم يسجّله أي مستأجر. بعد التسجيل يُقبل عند اتصاله التالي.',
      registered: 'تم تسجيل الجهاز %{identifier}.',
    },
    devices: {
      commands: {
        title: 'الأوامر',
        empty: 'لم يُرسل أي أمر إلى هذا الجهاز بعد.',
        send: 'إرسال',
        custom_label: 'أمر مخصص',
        custom_help: 'يُرسل كما كُتب، مثل STATUS#',
        sent_now: 'أُرسل الأمر إلى الجهاز.',
        queued_now: 'الجهاز غير متصل: الأمر في قائمة الانتظار حتى يتصل.',
        confirm_stop_title: 'إيقاف المحرك؟',
        confirm_stop: 'سيقطع الجهاز المحرك (مرحّل الوقود أو الإشعال). لا تفعل ذلك إلا عندما تستطيع المركبة التوقف بأمان.',
        types: {
          engineStop: 'إيقاف المحرك',
          engineResume: 'استئناف المحرك',
          custom: 'مخصص',
        },
        statuses: {
          queued: 'في الانتظار',
          sent: 'مُرسل',
          answered: 'تمت الإجابة',
          failed: 'فشل',
        },
        columns: {
          time: 'الوقت',
          command: 'الأمر',
          status: 'الحالة',
          outcome: 'الإجابة',
        },
        failures: {
          noAnswer: 'لم يُجب الجهاز',
          unsupported: 'بروتوكول الجهاز لا يتضمن هذا الأمر',
        },
      },
    },
  },
  reports: {
    attributes: {
      ignition: 'الإشعال',
      motion: 'الحركة',
      odometer: 'عداد المسافات',
      power: 'الجهد الخارجي',
      battery: 'جهد البطارية',
      batt: 'مستوى البطارية',
      charge: 'قيد الشحن',
      gsmSignal: 'مستوى إشارة GSM',
      satellites: 'الأقمار الصناعية',
      hdop: 'HDOP',
      pdop: 'PDOP',
      valid: 'موقع GPS صالح',
      fuelLevel: 'مستوى الوقود',
      fuel: 'الوقود',
      alarm: 'الإنذار',
      armed: 'مُسلّح',
      blocked: 'المحرك مقفل',
      in1: 'الدخل الرقمي 1',
      in2: 'الدخل الرقمي 2',
      in3: 'الدخل الرقمي 3',
      in4: 'الدخل الرقمي 4',
      out1: 'الخرج الرقمي 1',
      out2: 'الخرج الرقمي 2',
      vin: 'رقم الهيكل',
      dtcs: 'رموز الأعطال',
      driverUniqueId: 'مفتاح السائق',
      event: 'حدث IO',
      priority: 'الأولوية',
      status: 'بتات الحالة',
      mcc: 'رمز الدولة للجوال',
      mnc: 'رمز شبكة الجوال',
      lac: 'رمز منطقة الموقع',
      cellId: 'معرّف الخلية',
      io: 'IO %{id}',
    },
  },
};

export default trackers;
