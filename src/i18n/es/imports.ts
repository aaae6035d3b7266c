import type en from '../en/imports';
import type { Translation } from '../types';

/** Moving a fleet in by file: the device, geofence and place import dialogs. */
const imports: Translation<typeof en> = {
  resources: {
    devices: {
      import: {
        button: "Importar",
        title: "Importar dispositivos desde un archivo CSV",
        intro: "Una fila de encabezado nombra las columnas: uniqueId (o IMEI), name y, opcionalmente, phone y model (por su nombre). Cada fila se comprueba antes de escribir nada; un archivo con algún problema no escribe nada.",
        choose: "Elegir un archivo CSV",
        missing: "El archivo no tiene columna para: %{columns}.",
        fix: "%{smart_count} problema que corregir en el archivo; después elíjalo de nuevo: |||| %{smart_count} problemas que corregir en el archivo; después elíjalo de nuevo:",
        ready: "%{smart_count} dispositivo listo para importar. |||| %{smart_count} dispositivos listos para importar.",
        submit: "Importar",
        done: "%{smart_count} dispositivo importado |||| %{smart_count} dispositivos importados",
        empty: "El archivo no tiene filas.",
        problems: "Problemas del archivo",
        line: "Línea",
        field: "Campo",
        problem: "Problema",
      },
    },
    geofences: {
      import: {
        button: "Importar",
        title: "Importar geocercas desde un archivo GeoJSON o KML",
        intro: "Cada entidad es una geocerca: un punto con la propiedad radiusMeters es un círculo, una línea con la propiedad widthMeters un corredor, un polígono un polígono; también se leen name, description y color. Cada entidad se comprueba antes de escribir nada; un archivo con algún problema no escribe nada.",
        choose: "Elegir un archivo GeoJSON o KML",
        fix: "%{smart_count} problema que corregir en el archivo; después elíjalo de nuevo: |||| %{smart_count} problemas que corregir en el archivo; después elíjalo de nuevo:",
        ready: "%{smart_count} geocerca lista para importar. |||| %{smart_count} geocercas listas para importar.",
        submit: "Importar",
        done: "%{smart_count} geocerca importada |||| %{smart_count} geocercas importadas",
        empty: "El archivo no tiene entidades.",
        problems: "Problemas del archivo",
        line: "Entidad",
        field: "Campo",
        problem: "Problema",
        unreadable: "El archivo no es GeoJSON ni KML bien formado.",
        export_geojson: "GeoJSON",
        export_kml: "KML",
      },
    },
    places: {
      import: {
        button: "Importar",
        title: "Importar lugares desde un archivo GeoJSON o KML",
        intro: "Cada entidad es un lugar: un punto, con las propiedades opcionales category, icon y radiusMeters. Cada entidad se comprueba antes de escribir nada; un archivo con algún problema no escribe nada.",
        choose: "Elegir un archivo GeoJSON o KML",
        fix: "%{smart_count} problema que corregir en el archivo; después elíjalo de nuevo: |||| %{smart_count} problemas que corregir en el archivo; después elíjalo de nuevo:",
        ready: "%{smart_count} lugar listo para importar. |||| %{smart_count} lugares listos para importar.",
        submit: "Importar",
        done: "%{smart_count} lugar importado |||| %{smart_count} lugares importados",
        empty: "El archivo no tiene entidades.",
        problems: "Problemas del archivo",
        line: "Entidad",
        field: "Campo",
        problem: "Problema",
        unreadable: "El archivo no es GeoJSON ni KML bien formado.",
        export_geojson: "GeoJSON",
        export_kml: "KML",
      },
    },
  },
};

export default imports;
