import type en from '../en/basemap';
import type { Translation } from '../types';

/** The layer switcher and base map fallback of every map, and the measured figures of a trip's route. */
const basemap: Translation<typeof en> = {
  basemap: {
    switch: 'الخريطة الأساسية',
    streets: 'الشوارع',
    offline: 'حدود دون اتصال',
    unreachable: 'تعذّر الوصول إلى %{name}: تُعرض الحدود دون اتصال.',
  },
  maps: {
    route: {
      measured: 'المسافة والمدة مقيستان من المواقع المسجّلة.',
    },
  },
};

export default basemap;
