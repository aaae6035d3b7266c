import type en from '../en/imports';
import type { Translation } from '../types';

/** Moving a fleet in by file: the device import dialog. */
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
  },
};

export default imports;
