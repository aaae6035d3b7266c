import type en from '../en/assetGroups';
import type { Translation } from '../types';

/** Asset groups: their screens, the limitation of a user to some of them, and the group filters of lists and the map. */
const assetGroups: Translation<typeof en> = {
  resources: {
    assetGroups: {
      name: 'Grupo de vehículos |||| Grupos de vehículos',
      fields: { name: 'Nombre', parentId: 'Forma parte de', assetIds: 'Vehículos', updatedAt: 'Actualizado' },
      sections: { group: 'Grupo', members: 'Vehículos miembros' },
      top_level: 'Ninguno (nivel superior)',
      help: {
        parent: 'Sus vehículos también cuentan en ese grupo. Un grupo no puede ponerse en sí mismo ni en uno de sus subgrupos.',
        members: 'Los vehículos de sus subgrupos también le pertenecen.',
      },
    },
    users: {
      fields: { groupIds: 'Limitado a grupos' },
      help: { groupIds: 'Vacío: todos los vehículos de la organización; si no, solo los de estos grupos y sus subgrupos.' },
    },
    assets: { fields: { groupId: 'Grupo' } },
    alertRules: {
      fields: { groupId: 'Grupo' },
      help: { group: 'Solo los vehículos de este grupo y de sus subgrupos; vacío para ningún grupo.' },
    },
  },
  vehiclePanel: { all_groups: 'Todos los grupos' },
};

export default assetGroups;
