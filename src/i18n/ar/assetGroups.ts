import type en from '../en/assetGroups';
import type { Translation } from '../types';

/** Asset groups: their screens, the limitation of a user to some of them, and the group filters of lists and the map. */
const assetGroups: Translation<typeof en> = {
  resources: {
    assetGroups: {
      name: 'مجموعة أصول |||| مجموعات الأصول',
      fields: { name: 'الاسم', parentId: 'جزء من', assetIds: 'الأصول', updatedAt: 'آخر تحديث' },
      sections: { group: 'المجموعة', members: 'الأصول الأعضاء' },
      top_level: 'لا شيء (المستوى الأعلى)',
      help: {
        parent: 'تُحسب أصولها أيضًا في تلك المجموعة. لا يمكن وضع مجموعة داخل نفسها أو داخل إحدى مجموعاتها الفرعية.',
        members: 'أصول مجموعاتها الفرعية تنتمي إليها أيضًا.',
      },
    },
    users: {
      fields: { groupIds: 'مقيّد بالمجموعات' },
      help: { groupIds: 'اتركه فارغًا لكل أصول المؤسسة؛ وإلا فأصول هذه المجموعات ومجموعاتها الفرعية فقط.' },
    },
    assets: { fields: { groupId: 'المجموعة' } },
    alertRules: {
      fields: { groupId: 'المجموعة' },
      help: { group: 'أصول هذه المجموعة ومجموعاتها الفرعية فقط؛ اتركه فارغًا لعدم التقييد بمجموعة.' },
    },
  },
  vehiclePanel: { all_groups: 'كل المجموعات' },
};

export default assetGroups;
