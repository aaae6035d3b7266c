import type en from '../en/places';
import type { Translation } from '../types';

/** Points of interest: their screens, their layer on the live map and the labels of stops and trips made at them. */
const places: Translation<typeof en> = {
  resources: {
    places: {
      name: 'Lieu |||| Lieux',
      fields: {
        name: 'Nom',
        category: 'Catégorie',
        icon: 'Icône',
        location: { latitude: 'Latitude', longitude: 'Longitude' },
        radiusMeters: 'Rayon (m)',
        updatedAt: 'Mis à jour',
      },
      icons: {
        place: 'Lieu',
        depot: 'Dépôt',
        customer: 'Client',
        fuel: 'Station-service',
        parking: 'Parking',
        workshop: 'Atelier',
        office: 'Bureau',
      },
      sections: { about: 'Lieu', where: 'Emplacement' },
      help: {
        category: 'Par ex. Dépôt ou Client : les lieux sont listés et triés selon elle.',
        radius: 'Un arrêt à moins de cette distance du centre est au lieu.',
      },
    },
  },
  reports: { columns: { place: 'Lieu', start_place: 'Lieu de départ', end_place: 'Lieu d’arrivée' } },
  maps: { places: { toggle: 'Afficher ou masquer les lieux' } },
  vehiclePanel: { at_place: 'À %{place} depuis %{time}' },
};

export default places;
