import type en from '../en/imports';
import type { Translation } from '../types';

/** Moving a fleet in by file: the device import dialog. */
const imports: Translation<typeof en> = {
  resources: {
    devices: {
      import: {
        button: "Importer",
        title: "Importer des boîtiers depuis un fichier CSV",
        intro: "Une ligne d’en-tête nomme les colonnes : uniqueId (ou IMEI), name, et au choix phone et model (par son nom). Chaque ligne est vérifiée avant toute écriture ; un fichier qui a un problème n’écrit rien.",
        choose: "Choisir un fichier CSV",
        missing: "Le fichier n’a pas de colonne pour : %{columns}.",
        fix: "%{smart_count} problème à corriger dans le fichier, puis le choisir à nouveau : |||| %{smart_count} problèmes à corriger dans le fichier, puis le choisir à nouveau :",
        ready: "%{smart_count} boîtier prêt à importer. |||| %{smart_count} boîtiers prêts à importer.",
        submit: "Importer",
        done: "%{smart_count} boîtier importé |||| %{smart_count} boîtiers importés",
        empty: "Le fichier n’a aucune ligne.",
        problems: "Problèmes du fichier",
        line: "Ligne",
        field: "Champ",
        problem: "Problème",
      },
    },
  },
};

export default imports;
