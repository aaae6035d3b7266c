import type { MessageTree } from '../types';

/** Texts of fuel: the fuel report and the tank of an asset model. */
const fuel = {
  resources: {
    alerts: {
      types: {
        fuelFill: 'تعبئة وقود',
        fuelDrain: 'سحب وقود',
      },
      messages: {
        fuelFill: '%{asset}: تعبئة %{litres}',
        fuelDrain: '%{asset}: سحب %{litres}',
      },
    },
    alertRules: {
      types: {
        fuelFill: 'تعبئة وقود',
        fuelDrain: 'سحب وقود',
      },
    },
    assets: {
      fuel: {
        title: 'الوقود',
        tank: 'الخزان',
        sensor: 'حساس الوقود',
        automatic: 'قراءات الوقود المعتادة للجهاز',
        from_model: 'من طراز الجهاز: %{sensor}',
        tank_litres: 'سعة الخزان (l)',
        model_tank: 'فارغ: %{litres} l من الطراز',
        attribute: 'السمة',
        attribute_help: 'قراءة الجهاز، مثل io84 أو io201 أو fuel',
        scale: 'لترات لكل وحدة',
        calibration: 'جدول المعايرة',
        calibration_help: 'نقطة في كل سطر: القيمة الخام ثم اللترات',
        bad_line: 'السطر %{line} ليس قيمة خام ولترات',
        units: {
          litres: 'لترات',
          percent: 'نسبة من الخزان',
          raw: 'قيمة المسبار مع جدول معايرة',
        },
      },
    },
    assetModels: {
      fields: {
        tankLitres: 'سعة الخزان (l)',
      },
    },
    sensorModels: {
      help: {
        fuelSensor: 'يُقرأ للأصل الذي جهازه من هذا الطراز وليس له حساس وقود خاص به؛ وبدونه، قراءات الوقود المعتادة للجهاز.',
      },
    },
  },
  reports: {
    types: {
      fuel: 'الوقود',
      costs: 'التكاليف',
    },
    costs: {
      consumed_l: 'المستهلك (لتر)',
      service_cost: 'تكلفة الصيانة',
      total_cost: 'التكلفة الإجمالية',
      cost_per_km: 'التكلفة لكل كم',
      totals: 'إجمالي الأسطول',
    },
    fuel: {
      start_level: 'المستوى في البداية',
      end_level: 'المستوى في النهاية',
      filled: 'المُعبّأ',
      drained: 'المسحوب',
      consumed: 'المستهلك',
      per_100_km: 'لكل 100 كم',
      per_engine_hour: 'لكل ساعة تشغيل',
      cost: 'تكلفة الوقود',
      event: 'الحدث',
      litres: 'لترات',
      litres_l: 'لترات (l)',
      before: 'قبل',
      after: 'بعد',
      chart: 'مستوى الوقود عبر الزمن',
      level: 'المستوى',
      events: 'التعبئة والسحب',
      price_per_litre: 'سعر اللتر',
      fill_price: {
        action: 'السعر المدفوع',
        title: 'السعر المدفوع في هذه التعبئة',
        help: 'فارغ: سعر اللتر المعتمد لدى المستأجر.',
        saved: 'حُفظ سعر التعبئة',
      },
      settings: {
        title: 'قواعد الوقود',
        saved: 'حُفظت قواعد الوقود',
        medianReadings: 'عدد القراءات في مرشح الوسيط',
        fillMinLitres: 'أصغر تعبئة (l)',
        fillMinTankPercent: 'أصغر تعبئة (% من الخزان)',
        drainMinLitres: 'أصغر سحب (l)',
        drainMinStopSeconds: 'التوقف ثوانيَ على الأقل قبل احتساب السحب (s)',
        ignoreAfterMovingOffSeconds: 'قراءات مُهملة بعد الانطلاق (s)',
        mergeMinutes: 'الأحداث الأقرب من ذلك حدث واحد (min)',
        idleLitresPerHour: 'الاستهلاك المتوقع أثناء الوقوف (l/h)',
        drivingLitresPer100Km: 'الاستهلاك المتوقع أثناء القيادة (l/100 km)',
        drainsWhileMoving: 'اكتشاف السحب أثناء الحركة',
        pricePerLitre: 'سعر اللتر',
      },
      kinds: {
        fill: 'تعبئة',
        drain: 'سحب',
      },
    },
  },
} satisfies MessageTree;

export default fuel;
