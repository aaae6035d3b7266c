import type en from '../en/places';
import type { Translation } from '../types';

/** Points of interest: their screens, their layer on the live map and the labels of stops and trips made at them. */
const places: Translation<typeof en> = {
  resources: {
    places: {
      name: 'Lugar |||| Lugares',
      fields: {
        name: 'Nombre',
        category: 'Categoría',
        icon: 'Icono',
        location: { latitude: 'Latitud', longitude: 'Longitud' },
        radiusMeters: 'Radio (m)',
        updatedAt: 'Actualizado',
      },
      icons: {
        place: 'Lugar',
        depot: 'Depósito',
        customer: 'Cliente',
        fuel: 'Gasolinera',
        parking: 'Aparcamiento',
        workshop: 'Taller',
        office: 'Oficina',
      },
      sections: { about: 'Lugar', where: 'Ubicación' },
      help: {
        category: 'P. ej. Depósito o Cliente: los lugares se listan y ordenan por ella.',
        radius: 'Una parada a menos de esta distancia del centro está en el lugar.',
      },
    },
  },
  reports: { columns: { place: 'Lugar', start_place: 'Lugar de salida', end_place: 'Lugar de llegada' } },
  maps: { places: { toggle: 'Mostrar u ocultar lugares' } },
  vehiclePanel: { at_place: 'En %{place} desde las %{time}' },
};

export default places;
