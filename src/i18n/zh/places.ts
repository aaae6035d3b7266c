import type en from '../en/places';
import type { Translation } from '../types';

/** Points of interest: their screens, their layer on the live map and the labels of stops and trips made at them. */
const places: Translation<typeof en> = {
  resources: {
    places: {
      name: '地点 |||| 地点',
      fields: {
        name: '名称',
        category: '类别',
        icon: '图标',
        location: { latitude: '纬度', longitude: '经度' },
        radiusMeters: '半径（米）',
        updatedAt: '更新时间',
      },
      icons: {
        place: '地点',
        depot: '车场',
        customer: '客户',
        fuel: '加油站',
        parking: '停车场',
        workshop: '维修厂',
        office: '办公室',
      },
      sections: { about: '地点', where: '位置' },
      help: { category: '例如车场或客户：地点按类别列出和排序。', radius: '距中心此距离内的停留视为在该地点。' },
    },
  },
  reports: { columns: { place: '地点', start_place: '出发地点', end_place: '到达地点' } },
  maps: { places: { toggle: '显示或隐藏地点' } },
  vehiclePanel: { at_place: '自 %{time} 起位于 %{place}' },
};

export default places;
