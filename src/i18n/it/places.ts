import type en from '../en/places';
import type { Translation } from '../types';

/** Points of interest: their screens, their layer on the live map and the labels of stops and trips made at them. */
const places: Translation<typeof en> = {
  resources: {
    places: {
      name: 'Luogo |||| Luoghi',
      fields: {
        name: 'Nome',
        category: 'Categoria',
        icon: 'Icona',
        location: { latitude: 'Latitudine', longitude: 'Longitudine' },
        radiusMeters: 'Raggio (m)',
        updatedAt: 'Aggiornato',
      },
      icons: {
        place: 'Luogo',
        depot: 'Deposito',
        customer: 'Cliente',
        fuel: 'Distributore',
        parking: 'Parcheggio',
        workshop: 'Officina',
        office: 'Ufficio',
      },
      sections: { about: 'Luogo', where: 'Posizione' },
      help: {
        category: 'Ad es. Deposito o Cliente: i luoghi sono elencati e ordinati per categoria.',
        radius: 'Una sosta entro questa distanza dal centro è nel luogo.',
      },
    },
  },
  reports: { columns: { place: 'Luogo', start_place: 'Luogo di partenza', end_place: 'Luogo di arrivo' } },
  maps: { places: { toggle: 'Mostra o nascondi i luoghi' } },
  vehiclePanel: { at_place: 'A %{place} dalle %{time}' },
};

export default places;
