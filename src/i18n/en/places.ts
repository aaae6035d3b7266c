import type { MessageTree } from '../types';

/** Points of interest: their screens, their layer on the live map and the labels of stops and trips made at them. */
const places = {
  resources: {
    places: {
      name: 'Place |||| Places',
      fields: {
        name: 'Name',
        category: 'Category',
        icon: 'Icon',
        location: { latitude: 'Latitude', longitude: 'Longitude' },
        radiusMeters: 'Radius (m)',
        updatedAt: 'Updated',
      },
      icons: {
        place: 'Place',
        depot: 'Depot',
        customer: 'Customer',
        fuel: 'Fuel station',
        parking: 'Parking',
        workshop: 'Workshop',
        office: 'Office',
      },
      sections: { about: 'Place', where: 'Where' },
      help: {
        category: 'E.g. Depot or Customer: places are listed and sorted by it.',
        radius: 'A stop within this distance of the centre is at the place.',
      },
    },
  },
  reports: { columns: { place: 'Place', start_place: 'From place', end_place: 'To place' } },
  maps: { places: { toggle: 'Show or hide places' } },
  vehiclePanel: { at_place: 'At %{place} since %{time}' },
} satisfies MessageTree;

export default places;
