import type en from '../en/assetGroups';
import type { Translation } from '../types';

/** Asset groups: their screens, the limitation of a user to some of them, and the group filters of lists and the map. */
const assetGroups: Translation<typeof en> = {
  resources: {
    assetGroups: {
      name: 'Groupe de véhicules |||| Groupes de véhicules',
      fields: { name: 'Nom', parentId: 'Fait partie de', assetIds: 'Véhicules', updatedAt: 'Mis à jour' },
      sections: { group: 'Groupe', members: 'Véhicules membres' },
      top_level: 'Aucun (premier niveau)',
      help: {
        parent: 'Ses véhicules comptent aussi dans ce groupe. Un groupe ne peut être placé ni en lui-même ni dans un de ses sous-groupes.',
        members: 'Les véhicules de ses sous-groupes en font aussi partie.',
      },
    },
    users: {
      fields: { groupIds: 'Limité aux groupes' },
      help: { groupIds: 'Vide : tous les véhicules de l’organisation ; sinon seulement ceux de ces groupes et de leurs sous-groupes.' },
    },
    assets: { fields: { groupId: 'Groupe' } },
    alertRules: {
      fields: { groupId: 'Groupe' },
      help: { group: 'Seulement les véhicules de ce groupe et de ses sous-groupes ; vide pour aucun groupe.' },
    },
  },
  vehiclePanel: { all_groups: 'Tous les groupes' },
};

export default assetGroups;
