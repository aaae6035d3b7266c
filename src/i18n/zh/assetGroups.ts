import type en from '../en/assetGroups';
import type { Translation } from '../types';

/** Asset groups: their screens, the limitation of a user to some of them, and the group filters of lists and the map. */
const assetGroups: Translation<typeof en> = {
  resources: {
    assetGroups: {
      name: '车辆分组 |||| 车辆分组',
      fields: { name: '名称', parentId: '所属分组', assetIds: '车辆', updatedAt: '更新时间' },
      sections: { group: '分组', members: '成员车辆' },
      top_level: '无（顶级）',
      help: {
        parent: '其车辆也计入该分组。分组不能放入自身或其子分组中。',
        members: '其子分组的车辆也属于该分组。',
      },
    },
    users: {
      fields: { groupIds: '限定分组' },
      help: { groupIds: '留空则可见租户的全部车辆；否则仅可见这些分组及其子分组的车辆。' },
    },
    assets: { fields: { groupId: '分组' } },
    alertRules: { fields: { groupId: '分组' }, help: { group: '仅限此分组及其子分组的车辆；留空则不限分组。' } },
  },
  vehiclePanel: { all_groups: '全部分组' },
};

export default assetGroups;
