import type en from '../en/imports';
import type { Translation } from '../types';

/** Moving a fleet in by file: the import dialogs of devices, assets, drivers, geofences and places. */
const imports: Translation<typeof en> = {
  resources: {
    devices: {
      import: {
        button: 'Importar',
        title: 'Importar dispositivos desde un archivo CSV o Excel',
        intro:
          'Una fila de encabezado nombra las columnas: uniqueId (o IMEI), name y, opcionalmente, phone y model (por su nombre). Cada fila se comprueba antes de escribir nada; un archivo con algún problema no escribe nada.',
        choose: 'Elegir un archivo CSV o Excel (.xlsx)',
        missing: 'El archivo no tiene columna para: %{columns}.',
        unreadable_table: 'El archivo no es un libro de Excel legible (.xlsx).',
        fix: '%{smart_count} problema que corregir en el archivo; después elíjalo de nuevo: |||| %{smart_count} problemas que corregir en el archivo; después elíjalo de nuevo:',
        ready: '%{smart_count} dispositivo listo para importar. |||| %{smart_count} dispositivos listos para importar.',
        submit: 'Importar',
        done: '%{smart_count} dispositivo importado |||| %{smart_count} dispositivos importados',
        empty: 'El archivo no tiene filas.',
        problems: 'Problemas del archivo',
        line: 'Línea',
        field: 'Campo',
        problem: 'Problema',
      },
    },
    assets: {
      import: {
        button: 'Importar',
        title: 'Importar activos desde un archivo CSV o Excel',
        intro:
          'Una fila de encabezado nombra las columnas: name y, opcionalmente, plateNumber, vin, tags y purchaseDate (AAAA-MM-DD); la exportación CSV de activos se puede volver a leer. Cada fila se comprueba antes de escribir nada; un archivo con algún problema no escribe nada.',
        choose: 'Elegir un archivo CSV o Excel (.xlsx)',
        missing: 'El archivo no tiene columna para: %{columns}.',
        unreadable_table: 'El archivo no es un libro de Excel legible (.xlsx).',
        fix: '%{smart_count} problema que corregir en el archivo; después elíjalo de nuevo: |||| %{smart_count} problemas que corregir en el archivo; después elíjalo de nuevo:',
        ready: '%{smart_count} activo listo para importar. |||| %{smart_count} activos listos para importar.',
        submit: 'Importar',
        done: '%{smart_count} activo importado |||| %{smart_count} activos importados',
        empty: 'El archivo no tiene filas.',
        problems: 'Problemas del archivo',
        line: 'Línea',
        field: 'Campo',
        problem: 'Problema',
      },
    },
    drivers: {
      import: {
        button: 'Importar',
        title: 'Importar conductores desde un archivo CSV o Excel',
        intro:
          'Una fila de encabezado nombra las columnas: name y, opcionalmente, licenceNumber, licenceExpiry (AAAA-MM-DD), phone y email; la exportación CSV de conductores se puede volver a leer. Cada fila se comprueba antes de escribir nada; un archivo con algún problema no escribe nada.',
        choose: 'Elegir un archivo CSV o Excel (.xlsx)',
        missing: 'El archivo no tiene columna para: %{columns}.',
        unreadable_table: 'El archivo no es un libro de Excel legible (.xlsx).',
        fix: '%{smart_count} problema que corregir en el archivo; después elíjalo de nuevo: |||| %{smart_count} problemas que corregir en el archivo; después elíjalo de nuevo:',
        ready: '%{smart_count} conductor listo para importar. |||| %{smart_count} conductores listos para importar.',
        submit: 'Importar',
        done: '%{smart_count} conductor importado |||| %{smart_count} conductores importados',
        empty: 'El archivo no tiene filas.',
        problems: 'Problemas del archivo',
        line: 'Línea',
        field: 'Campo',
        problem: 'Problema',
      },
    },
    geofences: {
      import: {
        button: 'Importar',
        title: 'Importar geocercas desde un archivo GeoJSON o KML',
        intro:
          'Cada entidad es una geocerca: un punto con la propiedad radiusMeters es un círculo, una línea con la propiedad widthMeters un corredor, un polígono un polígono; también se leen name, description y color. Cada entidad se comprueba antes de escribir nada; un archivo con algún problema no escribe nada.',
        choose: 'Elegir un archivo GeoJSON o KML',
        fix: '%{smart_count} problema que corregir en el archivo; después elíjalo de nuevo: |||| %{smart_count} problemas que corregir en el archivo; después elíjalo de nuevo:',
        ready: '%{smart_count} geocerca lista para importar. |||| %{smart_count} geocercas listas para importar.',
        submit: 'Importar',
        done: '%{smart_count} geocerca importada |||| %{smart_count} geocercas importadas',
        empty: 'El archivo no tiene entidades.',
        problems: 'Problemas del archivo',
        line: 'Entidad',
        field: 'Campo',
        problem: 'Problema',
        unreadable: 'El archivo no es GeoJSON ni KML bien formado.',
        export_geojson: 'GeoJSON',
        export_kml: 'KML',
      },
    },
    places: {
      import: {
        button: 'Importar',
        title: 'Importar lugares desde un archivo GeoJSON o KML',
        intro:
          'Cada entidad es un lugar: un punto, con las propiedades opcionales category, icon y radiusMeters. Cada entidad se comprueba antes de escribir nada; un archivo con algún problema no escribe nada.',
        choose: 'Elegir un archivo GeoJSON o KML',
        fix: '%{smart_count} problema que corregir en el archivo; después elíjalo de nuevo: |||| %{smart_count} problemas que corregir en el archivo; después elíjalo de nuevo:',
        ready: '%{smart_count} lugar listo para importar. |||| %{smart_count} lugares listos para importar.',
        submit: 'Importar',
        done: '%{smart_count} lugar importado |||| %{smart_count} lugares importados',
        empty: 'El archivo no tiene entidades.',
        problems: 'Problemas del archivo',
        line: 'Entidad',
        field: 'Campo',
        problem: 'Problema',
        unreadable: 'El archivo no es GeoJSON ni KML bien formado.',
        export_geojson: 'GeoJSON',
        export_kml: 'KML',
      },
    },
  },
};

export default imports;
