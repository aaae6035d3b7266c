import type en from '../en/alerting';
import type { Translation } from '../types';

/** Alert types beside geofence and speed, rule schedules, and the notification channels of each user. */
const alerting: Translation<typeof en> = {
  resources: {
    alerts: {
      types: {
        ignitionOn: "تشغيل المحرك",
        ignitionOff: "إيقاف المحرك",
        idle: "تشغيل دون حركة",
        offline: "غير متصل",
        alarm: "إنذار الجهاز",
        lowBattery: "بطارية منخفضة",
        maintenanceDue: "موعد الصيانة",
        corridorExit: "مغادرة ممر المسار",
        corridorReturn: "العودة إلى ممر المسار",
      },
      messages: {
        geofenceEnter: "دخل %{asset} إلى %{geofence}",
        geofenceExit: "غادر %{asset} %{geofence}",
        speeding: "سار %{asset} بسرعة %{speed}، متجاوزًا الحد %{limit}",
        ignitionOn: "%{asset}: تم تشغيل المحرك",
        ignitionOff: "%{asset}: تم إيقاف المحرك",
        idle: "%{asset} في وضع الخمول منذ أكثر من %{duration}",
        offline: "لم يرسل %{asset} أي بيانات منذ أكثر من %{duration}",
        alarm: "أطلق %{asset} إنذارًا: %{alarms}",
        lowBattery: "%{asset}: البطارية عند %{level}، أقل من %{threshold}",
        maintenanceDue: "%{asset}: الصيانة مستحقة (%{rule})",
        maintenanceDueOn: "%{asset}: %{title} مستحق في %{date} (%{rule})",
        corridorExit: "غادر %{asset} ممر %{geofence}",
        corridorReturn: "عاد %{asset} إلى ممر %{geofence}",
      },
    },
    alertRules: {
      fields: {
        ignitionEvent: "حدث المحرك",
        durationMinutes: "بعد (دقائق)",
        alarms: "الإنذارات",
        batteryPercent: "البطارية أقل من (%)",
        odometerKm: "عداد المسافة يبلغ (كم)",
        engineHours: "ساعات المحرك تبلغ",
        importantDateTitle: "تاريخ مهم",
        daysBefore: "أيام مسبقًا",
        schedule: {
          days: "الأيام",
          from: "من",
          to: "حتى",
          timeZone: "المنطقة الزمنية",
        },
      },
      types: {
        ignition: "المحرك",
        idle: "تشغيل دون حركة",
        offline: "غير متصل",
        alarm: "إنذار الجهاز",
        lowBattery: "بطارية منخفضة",
        maintenance: "الصيانة",
      },
      ignitionEvents: {
        on: "تشغيل",
        off: "إيقاف",
        both: "تشغيل أو إيقاف",
      },
      alarms: {
        sos: "استغاثة",
        powerCut: "انقطاع الطاقة",
        tampering: "عبث",
        vibration: "اهتزاز",
        overspeed: "تجاوز السرعة",
        lowBattery: "بطارية منخفضة",
        powerOff: "إطفاء",
      },
      days: { 1: "الاثنين", 2: "الثلاثاء", 3: "الأربعاء", 4: "الخميس", 5: "الجمعة", 6: "السبت", 7: "الأحد" },
      sections: { schedule: "متى يمكن أن تنطلق" },
      help: {
        alarms: "لا تحدد شيئًا للتنبيه على أي إنذار.",
        maintenanceMeasure: "أدخل قراءة العداد أو ساعات المحرك أو تاريخًا مهمًا.",
        importantDate: "عنوان تاريخ مهم للأصل، مثل الفحص الدوري.",
        schedule: "لا تحدد أي يوم للتنبيه في أي وقت.",
        timeZone: "مثلًا Asia/Riyadh.",
        clock: "وقت مثل 08:00.",
      },
    },
  },
  shell: {
    notifications: {
      menu: "الإشعارات",
      title: "إشعاراتي",
      intro: "اختر كيف تعلم بكل نوع من التنبيهات.",
      alertType: "التنبيه",
      email: "البريد الإلكتروني",
      push: "إشعار المتصفح",
      toast: "في وحدة التحكم",
      save: "حفظ",
      saved: "تم حفظ إعدادات الإشعارات.",
      pushOn: "تلقي الإشعارات في هذا المتصفح",
      pushOff: "إيقاف الإشعارات في هذا المتصفح",
      pushEnabled: "الإشعارات مفعّلة في هذا المتصفح.",
      pushDisabled: "الإشعارات متوقفة في هذا المتصفح.",
      pushUnsupported: "لا يستطيع هذا المتصفح تلقي الإشعارات.",
      pushDenied: "الإشعارات محظورة لهذا الموقع في المتصفح.",
      liveAlert: "تنبيه: %{message}",
    },
  },
};

export default alerting;
