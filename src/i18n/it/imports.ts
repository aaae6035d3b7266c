import type en from '../en/imports';
import type { Translation } from '../types';

/** Moving a fleet in by file: the import dialogs of devices, assets, drivers, geofences and places. */
const imports: Translation<typeof en> = {
  resources: {
    devices: {
      import: {
        button: 'Importa',
        title: 'Importa dispositivi da un file CSV o Excel',
        intro:
          'Una riga di intestazione nomina le colonne: uniqueId (o IMEI), name e, facoltativi, phone e model (per nome). Ogni riga è verificata prima di scrivere; un file con un problema non scrive nulla.',
        choose: 'Scegli un file CSV o Excel (.xlsx)',
        missing: 'Il file non ha una colonna per: %{columns}.',
        unreadable_table: 'Il file non è una cartella di lavoro Excel leggibile (.xlsx).',
        fix: '%{smart_count} problema da correggere nel file, poi sceglierlo di nuovo: |||| %{smart_count} problemi da correggere nel file, poi sceglierlo di nuovo:',
        ready: '%{smart_count} dispositivo pronto da importare. |||| %{smart_count} dispositivi pronti da importare.',
        submit: 'Importa',
        done: '%{smart_count} dispositivo importato |||| %{smart_count} dispositivi importati',
        empty: 'Il file non ha righe.',
        problems: 'Problemi del file',
        line: 'Riga',
        field: 'Campo',
        problem: 'Problema',
      },
    },
    assets: {
      import: {
        button: 'Importa',
        title: 'Importa mezzi da un file CSV o Excel',
        intro:
          'Una riga di intestazione nomina le colonne: name e, facoltativamente, plateNumber, vin, tags e purchaseDate (AAAA-MM-GG); l’esportazione CSV dei mezzi si può rileggere. Ogni riga viene controllata prima di scrivere qualsiasi cosa; un file con un problema non scrive nulla.',
        choose: 'Scegli un file CSV o Excel (.xlsx)',
        missing: 'Il file non ha una colonna per: %{columns}.',
        unreadable_table: 'Il file non è una cartella di lavoro Excel leggibile (.xlsx).',
        fix: '%{smart_count} problema da correggere nel file, poi sceglierlo di nuovo: |||| %{smart_count} problemi da correggere nel file, poi sceglierlo di nuovo:',
        ready: '%{smart_count} mezzo pronto da importare. |||| %{smart_count} mezzi pronti da importare.',
        submit: 'Importa',
        done: '%{smart_count} mezzo importato |||| %{smart_count} mezzi importati',
        empty: 'Il file non ha righe.',
        problems: 'Problemi del file',
        line: 'Riga',
        field: 'Campo',
        problem: 'Problema',
      },
    },
    drivers: {
      import: {
        button: 'Importa',
        title: 'Importa autisti da un file CSV o Excel',
        intro:
          'Una riga di intestazione nomina le colonne: name e, facoltativamente, licenceNumber, licenceExpiry (AAAA-MM-GG), phone ed email; l’esportazione CSV degli autisti si può rileggere. Ogni riga viene controllata prima di scrivere qualsiasi cosa; un file con un problema non scrive nulla.',
        choose: 'Scegli un file CSV o Excel (.xlsx)',
        missing: 'Il file non ha una colonna per: %{columns}.',
        unreadable_table: 'Il file non è una cartella di lavoro Excel leggibile (.xlsx).',
        fix: '%{smart_count} problema da correggere nel file, poi sceglierlo di nuovo: |||| %{smart_count} problemi da correggere nel file, poi sceglierlo di nuovo:',
        ready: '%{smart_count} autista pronto da importare. |||| %{smart_count} autisti pronti da importare.',
        submit: 'Importa',
        done: '%{smart_count} autista importato |||| %{smart_count} autisti importati',
        empty: 'Il file non ha righe.',
        problems: 'Problemi del file',
        line: 'Riga',
        field: 'Campo',
        problem: 'Problema',
      },
    },
    geofences: {
      import: {
        button: 'Importa',
        title: 'Importa geofence da un file GeoJSON o KML',
        intro:
          'Ogni elemento è una geofence: un punto con la proprietà radiusMeters è un cerchio, una linea con la proprietà widthMeters un corridoio, un poligono un poligono; si leggono anche name, description e color. Ogni elemento viene controllato prima di scrivere qualsiasi cosa; un file con un problema non scrive nulla.',
        choose: 'Scegli un file GeoJSON o KML',
        fix: '%{smart_count} problema da correggere nel file, poi sceglilo di nuovo: |||| %{smart_count} problemi da correggere nel file, poi sceglilo di nuovo:',
        ready: '%{smart_count} geofence pronta da importare. |||| %{smart_count} geofence pronte da importare.',
        submit: 'Importa',
        done: '%{smart_count} geofence importata |||| %{smart_count} geofence importate',
        empty: 'Il file non ha elementi.',
        problems: 'Problemi nel file',
        line: 'Elemento',
        field: 'Campo',
        problem: 'Problema',
        unreadable: 'Il file non è GeoJSON né KML ben formato.',
        export_geojson: 'GeoJSON',
        export_kml: 'KML',
      },
    },
    places: {
      import: {
        button: 'Importa',
        title: 'Importa luoghi da un file GeoJSON o KML',
        intro:
          'Ogni elemento è un luogo: un punto, con le proprietà facoltative category, icon e radiusMeters. Ogni elemento viene controllato prima di scrivere qualsiasi cosa; un file con un problema non scrive nulla.',
        choose: 'Scegli un file GeoJSON o KML',
        fix: '%{smart_count} problema da correggere nel file, poi sceglilo di nuovo: |||| %{smart_count} problemi da correggere nel file, poi sceglilo di nuovo:',
        ready: '%{smart_count} luogo pronto da importare. |||| %{smart_count} luoghi pronti da importare.',
        submit: 'Importa',
        done: '%{smart_count} luogo importato |||| %{smart_count} luoghi importati',
        empty: 'Il file non ha elementi.',
        problems: 'Problemi nel file',
        line: 'Elemento',
        field: 'Campo',
        problem: 'Problema',
        unreadable: 'Il file non è GeoJSON né KML ben formato.',
        export_geojson: 'GeoJSON',
        export_kml: 'KML',
      },
    },
  },
};

export default imports;
