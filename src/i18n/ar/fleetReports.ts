import type { MessageTree } from '../types';

const fleetReports = {
  reports: {
    types: {
      stops: 'التوقفات',
      dailySummary: 'الملخص اليومي',
      events: 'الأحداث',
      geofenceVisits: 'زيارات السياجات الجغرافية',
      corridorTime: 'الوقت خارج الممرات',
    },
    groups: {
      events: 'التنبيهات',
    },
    columns: {
      address: 'العنوان',
      day: 'اليوم',
      driving: 'وقت الحركة الفعلية',
      driving_s: 'وقت الحركة الفعلية (ث)',
      idle: 'مدة التشغيل دون حركة',
      idle_s: 'مدة التشغيل دون حركة (ث)',
      start_odometer_km: 'عداد المسافة في البداية (كم)',
      end_odometer_km: 'عداد المسافة في النهاية (كم)',
      fuel_used: 'الوقود المستهلك',
      fuel_used_l: 'الوقود المستهلك (لتر)',
      geofence: 'السياج الجغرافي',
      entered: 'الدخول',
      left: 'الخروج',
      time_inside: 'المدة داخله',
      time_inside_s: 'المدة داخله (ث)',
      corridor: 'الممر',
      exits: 'مرات الخروج',
      time_outside: 'الوقت خارج الممر',
      time_outside_s: 'الوقت خارج الممر (ث)',
    },
    stops: {
      min_duration: 'أقل مدة للتوقف (دقيقة)',
      radius: 'نصف القطر (م)',
      map: 'توقفات %{name}',
    },
    daily: {
      fleet: 'الأسطول كله',
    },
    visits: {
      before_period: 'قبل الفترة',
      still_inside: 'ما زال داخله',
      per_geofence: 'المدة داخل كل سياج',
    },
    events: {
      type: 'نوع التنبيه',
      geofence: 'السياج الجغرافي',
      any: 'الكل',
    },
    schedules: {
      open: 'إرسال دوري…',
      title: 'التقرير بالبريد الإلكتروني',
      explain: 'تقرير %{report} لـ %{assets} عن اليوم أو الأسبوع المنقضي، يُرسل إليك ملف CSV بعد منتصف الليل.',
      frequency: 'التكرار',
      chosen_assets: 'الأصول المختارة',
      daily: 'كل يوم',
      weekly: 'كل أسبوع',
      yours: 'تقاريرك بالبريد',
      stop: 'إيقاف هذا الإرسال',
      next: 'الإرسال التالي: %{time}',
      none: 'لا توجد تقارير بالبريد بعد.',
      create: 'أرسل إليّ هذا التقرير',
      created: 'ستتلقى هذا التقرير بالبريد الإلكتروني.',
    },
    actions: {
      export_xlsx: 'تصدير XLSX',
      export_pdf: 'تصدير PDF',
    },
    states: {
      export_failed: 'تعذر إنشاء الملف المصدَّر.',
    },
  },
} satisfies MessageTree;

export default fleetReports;
