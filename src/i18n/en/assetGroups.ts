import type { MessageTree } from '../types';

/** Asset groups: their screens, the limitation of a user to some of them, and the group filters of lists and the map. */
const assetGroups = {
  resources: {
    assetGroups: {
      name: 'Asset group |||| Asset groups',
      fields: { name: 'Name', parentId: 'Part of', assetIds: 'Assets', updatedAt: 'Updated' },
      sections: { group: 'Group', members: 'Member assets' },
      top_level: 'None (top level)',
      help: {
        parent: 'Its assets also count in that group. A group cannot be put in itself or in one of its sub-groups.',
        members: 'The assets of its sub-groups belong to it as well.',
      },
    },
    users: {
      fields: { groupIds: 'Limited to groups' },
      help: { groupIds: 'Leave empty for every asset of the tenant; otherwise only the assets of these groups and their sub-groups.' },
    },
    assets: { fields: { groupId: 'Group' } },
    alertRules: {
      fields: { groupId: 'Group' },
      help: { group: 'Only the assets of this group and of its sub-groups; empty for no group.' },
    },
  },
  vehiclePanel: { all_groups: 'Every group' },
} satisfies MessageTree;

export default assetGroups;
