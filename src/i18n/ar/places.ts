import type en from '../en/places';
import type { Translation } from '../types';

/** Points of interest: their screens, their layer on the live map and the labels of stops and trips made at them. */
const places: Translation<typeof en> = {
  resources: {
    places: {
      name: 'مكان |||| أماكن',
      fields: {
        name: 'الاسم',
        category: 'الفئة',
        icon: 'الرمز',
        location: { latitude: 'خط العرض', longitude: 'خط الطول' },
        radiusMeters: 'نصف القطر (م)',
        updatedAt: 'آخر تحديث',
      },
      icons: {
        place: 'مكان',
        depot: 'مستودع',
        customer: 'عميل',
        fuel: 'محطة وقود',
        parking: 'موقف سيارات',
        workshop: 'ورشة',
        office: 'مكتب',
      },
      sections: { about: 'المكان', where: 'الموقع' },
      help: { category: 'مثل مستودع أو عميل: تُعرض الأماكن وتُرتّب حسبها.', radius: 'يُعدّ التوقف ضمن هذه المسافة من المركز في المكان.' },
    },
  },
  reports: { columns: { place: 'المكان', start_place: 'مكان الانطلاق', end_place: 'مكان الوصول' } },
  maps: { places: { toggle: 'إظهار الأماكن أو إخفاؤها' } },
  vehiclePanel: { at_place: 'في %{place} منذ %{time}' },
};

export default places;
