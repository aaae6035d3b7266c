import type en from '../en/imports';
import type { Translation } from '../types';

/** Moving a fleet in by file: the import dialogs of devices, assets, drivers, geofences and places. */
const imports: Translation<typeof en> = {
  resources: {
    devices: {
      import: {
        button: 'استيراد',
        title: 'استيراد أجهزة من ملف CSV أو Excel',
        intro:
          'يسمّي صف العناوين الأعمدة: uniqueId (أو IMEI) وname، واختياريًا phone وmodel (باسمه). يُفحص كل صف قبل كتابة أي شيء؛ الملف الذي فيه أي مشكلة لا يُكتب منه شيء.',
        choose: 'اختيار ملف CSV أو Excel (.xlsx)',
        missing: 'لا يحتوي الملف على عمود لـ: %{columns}.',
        unreadable_table: 'الملف ليس مصنف Excel قابلًا للقراءة (.xlsx).',
        fix: 'مشكلة واحدة يجب إصلاحها في الملف ثم اختياره مجددًا: |||| %{smart_count} مشكلات يجب إصلاحها في الملف ثم اختياره مجددًا:',
        ready: 'جهاز واحد جاهز للاستيراد. |||| %{smart_count} أجهزة جاهزة للاستيراد.',
        submit: 'استيراد',
        done: 'تم استيراد جهاز واحد |||| تم استيراد %{smart_count} أجهزة',
        empty: 'لا يحتوي الملف على أي صف.',
        problems: 'مشكلات الملف',
        line: 'السطر',
        field: 'الحقل',
        problem: 'المشكلة',
      },
    },
    assets: {
      import: {
        button: 'استيراد',
        title: 'استيراد أصول من ملف CSV أو Excel',
        intro:
          'يسمّي سطر العناوين الأعمدة: name، واختياريًا plateNumber وvin وtags وpurchaseDate (YYYY-MM-DD)؛ ويمكن إعادة قراءة ملف تصدير الأصول CSV. يُفحص كل سطر قبل كتابة أي شيء؛ والملف الذي فيه أي مشكلة لا يُكتب منه شيء.',
        choose: 'اختيار ملف CSV أو Excel (.xlsx)',
        missing: 'لا يحتوي الملف على عمود لـ: %{columns}.',
        unreadable_table: 'الملف ليس مصنف Excel قابلًا للقراءة (.xlsx).',
        fix: 'مشكلة واحدة يجب إصلاحها في الملف ثم اختياره مجددًا: |||| %{smart_count} مشكلات يجب إصلاحها في الملف ثم اختياره مجددًا:',
        ready: 'أصل واحد جاهز للاستيراد. |||| %{smart_count} أصول جاهزة للاستيراد.',
        submit: 'استيراد',
        done: 'تم استيراد أصل واحد |||| تم استيراد %{smart_count} أصول',
        empty: 'لا يحتوي الملف على أي صف.',
        problems: 'مشكلات الملف',
        line: 'السطر',
        field: 'الحقل',
        problem: 'المشكلة',
      },
    },
    drivers: {
      import: {
        button: 'استيراد',
        title: 'استيراد سائقين من ملف CSV أو Excel',
        intro:
          'يسمّي سطر العناوين الأعمدة: name، واختياريًا licenceNumber وlicenceExpiry (YYYY-MM-DD) وphone وemail؛ ويمكن إعادة قراءة ملف تصدير السائقين CSV. يُفحص كل سطر قبل كتابة أي شيء؛ والملف الذي فيه أي مشكلة لا يُكتب منه شيء.',
        choose: 'اختيار ملف CSV أو Excel (.xlsx)',
        missing: 'لا يحتوي الملف على عمود لـ: %{columns}.',
        unreadable_table: 'الملف ليس مصنف Excel قابلًا للقراءة (.xlsx).',
        fix: 'مشكلة واحدة يجب إصلاحها في الملف ثم اختياره مجددًا: |||| %{smart_count} مشكلات يجب إصلاحها في الملف ثم اختياره مجددًا:',
        ready: 'سائق واحد جاهز للاستيراد. |||| %{smart_count} سائقين جاهزون للاستيراد.',
        submit: 'استيراد',
        done: 'تم استيراد سائق واحد |||| تم استيراد %{smart_count} سائقين',
        empty: 'لا يحتوي الملف على أي صف.',
        problems: 'مشكلات الملف',
        line: 'السطر',
        field: 'الحقل',
        problem: 'المشكلة',
      },
    },
    geofences: {
      import: {
        button: 'استيراد',
        title: 'استيراد أسوار جغرافية من ملف GeoJSON أو KML',
        intro:
          'كل معلم سور جغرافي: النقطة ذات الخاصية radiusMeters دائرة، والخط ذو الخاصية widthMeters ممر، والمضلع مضلع؛ وتُقرأ أيضًا name وdescription وcolor. يُفحص كل معلم قبل كتابة أي شيء؛ والملف الذي فيه أي مشكلة لا يُكتب منه شيء.',
        choose: 'اختر ملف GeoJSON أو KML',
        fix: 'مشكلة واحدة يجب إصلاحها في الملف ثم اختياره مجددًا: |||| %{smart_count} مشكلات يجب إصلاحها في الملف ثم اختياره مجددًا:',
        ready: 'سور جغرافي واحد جاهز للاستيراد. |||| %{smart_count} أسوار جغرافية جاهزة للاستيراد.',
        submit: 'استيراد',
        done: 'تم استيراد سور جغرافي واحد |||| تم استيراد %{smart_count} أسوار جغرافية',
        empty: 'لا يحتوي الملف على أي معلم.',
        problems: 'مشكلات الملف',
        line: 'المعلم',
        field: 'الحقل',
        problem: 'المشكلة',
        unreadable: 'الملف ليس GeoJSON ولا KML سليم البنية.',
        export_geojson: 'GeoJSON',
        export_kml: 'KML',
      },
    },
    places: {
      import: {
        button: 'استيراد',
        title: 'استيراد أماكن من ملف GeoJSON أو KML',
        intro:
          'كل معلم مكان: نقطة، مع الخصائص الاختيارية category وicon وradiusMeters. يُفحص كل معلم قبل كتابة أي شيء؛ والملف الذي فيه أي مشكلة لا يُكتب منه شيء.',
        choose: 'اختر ملف GeoJSON أو KML',
        fix: 'مشكلة واحدة يجب إصلاحها في الملف ثم اختياره مجددًا: |||| %{smart_count} مشكلات يجب إصلاحها في الملف ثم اختياره مجددًا:',
        ready: 'مكان واحد جاهز للاستيراد. |||| %{smart_count} أماكن جاهزة للاستيراد.',
        submit: 'استيراد',
        done: 'تم استيراد مكان واحد |||| تم استيراد %{smart_count} أماكن',
        empty: 'لا يحتوي الملف على أي معلم.',
        problems: 'مشكلات الملف',
        line: 'المعلم',
        field: 'الحقل',
        problem: 'المشكلة',
        unreadable: 'الملف ليس GeoJSON ولا KML سليم البنية.',
        export_geojson: 'GeoJSON',
        export_kml: 'KML',
      },
    },
  },
};

export default imports;
