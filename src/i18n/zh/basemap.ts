import type en from '../en/basemap';
import type { Translation } from '../types';

/** The layer switcher and base map fallback of every map, and the measured figures of a trip's route. */
const basemap: Translation<typeof en> = {
  basemap: {
    switch: '底图',
    streets: '街道',
    offline: '离线轮廓',
    unreachable: '无法访问%{name}：正在显示离线轮廓。',
  },
  maps: {
    route: {
      measured: '距离和时长根据记录的位置测得。',
    },
  },
};

export default basemap;
