import type en from '../en/assetGroups';
import type { Translation } from '../types';

/** Asset groups: their screens, the limitation of a user to some of them, and the group filters of lists and the map. */
const assetGroups: Translation<typeof en> = {
  resources: {
    assetGroups: {
      name: 'Gruppo di veicoli |||| Gruppi di veicoli',
      fields: { name: 'Nome', parentId: 'Fa parte di', assetIds: 'Veicoli', updatedAt: 'Aggiornato' },
      sections: { group: 'Gruppo', members: 'Veicoli membri' },
      top_level: 'Nessuno (primo livello)',
      help: {
        parent: 'I suoi veicoli contano anche in quel gruppo. Un gruppo non può stare in sé stesso né in uno dei suoi sottogruppi.',
        members: 'Anche i veicoli dei suoi sottogruppi ne fanno parte.',
      },
    },
    users: {
      fields: { groupIds: 'Limitato ai gruppi' },
      help: { groupIds: 'Vuoto: tutti i veicoli dell’organizzazione; altrimenti solo quelli di questi gruppi e dei loro sottogruppi.' },
    },
    assets: { fields: { groupId: 'Gruppo' } },
    alertRules: {
      fields: { groupId: 'Gruppo' },
      help: { group: 'Solo i veicoli di questo gruppo e dei suoi sottogruppi; vuoto per nessun gruppo.' },
    },
  },
  vehiclePanel: { all_groups: 'Tutti i gruppi' },
};

export default assetGroups;
