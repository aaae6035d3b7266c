import type en from '../en/imports';
import type { Translation } from '../types';

/** Moving a fleet in by file: the device import dialog. */
const imports: Translation<typeof en> = {
  resources: {
    devices: {
      import: {
        button: "استيراد",
        title: "استيراد أجهزة من ملف CSV",
        intro: "يسمّي صف العناوين الأعمدة: uniqueId (أو IMEI) وname، واختياريًا phone وmodel (باسمه). يُفحص كل صف قبل كتابة أي شيء؛ الملف الذي فيه أي مشكلة لا يُكتب منه شيء.",
        choose: "اختيار ملف CSV",
        missing: "لا يحتوي الملف على عمود لـ: %{columns}.",
        fix: "مشكلة واحدة يجب إصلاحها في الملف ثم اختياره مجددًا: |||| %{smart_count} مشكلات يجب إصلاحها في الملف ثم اختياره مجددًا:",
        ready: "جهاز واحد جاهز للاستيراد. |||| %{smart_count} أجهزة جاهزة للاستيراد.",
        submit: "استيراد",
        done: "تم استيراد جهاز واحد |||| تم استيراد %{smart_count} أجهزة",
        empty: "لا يحتوي الملف على أي صف.",
        problems: "مشكلات الملف",
        line: "السطر",
        field: "الحقل",
        problem: "المشكلة",
      },
    },
  },
};

export default imports;
