import type en from '../en/imports';
import type { Translation } from '../types';

/** Moving a fleet in by file: the device import dialog. */
const imports: Translation<typeof en> = {
  resources: {
    devices: {
      import: {
        button: "Importa",
        title: "Importa dispositivi da un file CSV",
        intro: "Una riga di intestazione nomina le colonne: uniqueId (o IMEI), name e, facoltativi, phone e model (per nome). Ogni riga è verificata prima di scrivere; un file con un problema non scrive nulla.",
        choose: "Scegli un file CSV",
        missing: "Il file non ha una colonna per: %{columns}.",
        fix: "%{smart_count} problema da correggere nel file, poi sceglierlo di nuovo: |||| %{smart_count} problemi da correggere nel file, poi sceglierlo di nuovo:",
        ready: "%{smart_count} dispositivo pronto da importare. |||| %{smart_count} dispositivi pronti da importare.",
        submit: "Importa",
        done: "%{smart_count} dispositivo importato |||| %{smart_count} dispositivi importati",
        empty: "Il file non ha righe.",
        problems: "Problemi del file",
        line: "Riga",
        field: "Campo",
        problem: "Problema",
      },
    },
  },
};

export default imports;
