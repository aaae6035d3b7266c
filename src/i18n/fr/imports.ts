import type en from '../en/imports';
import type { Translation } from '../types';

/** Moving a fleet in by file: the device, geofence and place import dialogs. */
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
    geofences: {
      import: {
        button: "Importer",
        title: "Importer des géobarrières depuis un fichier GeoJSON ou KML",
        intro: "Chaque entité est une géobarrière : un point avec une propriété radiusMeters est un cercle, une ligne avec une propriété widthMeters un corridor, un polygone un polygone ; name, description et color sont lus aussi. Chaque entité est vérifiée avant toute écriture ; un fichier qui a un problème n’écrit rien.",
        choose: "Choisir un fichier GeoJSON ou KML",
        fix: "%{smart_count} problème à corriger dans le fichier, puis le choisir à nouveau : |||| %{smart_count} problèmes à corriger dans le fichier, puis le choisir à nouveau :",
        ready: "%{smart_count} géobarrière prête à importer. |||| %{smart_count} géobarrières prêtes à importer.",
        submit: "Importer",
        done: "%{smart_count} géobarrière importée |||| %{smart_count} géobarrières importées",
        empty: "Le fichier n’a aucune entité.",
        problems: "Problèmes du fichier",
        line: "Entité",
        field: "Champ",
        problem: "Problème",
        unreadable: "Le fichier n’est ni du GeoJSON ni du KML bien formé.",
        export_geojson: "GeoJSON",
        export_kml: "KML",
      },
    },
    places: {
      import: {
        button: "Importer",
        title: "Importer des lieux depuis un fichier GeoJSON ou KML",
        intro: "Chaque entité est un lieu : un point, avec au choix les propriétés category, icon et radiusMeters. Chaque entité est vérifiée avant toute écriture ; un fichier qui a un problème n’écrit rien.",
        choose: "Choisir un fichier GeoJSON ou KML",
        fix: "%{smart_count} problème à corriger dans le fichier, puis le choisir à nouveau : |||| %{smart_count} problèmes à corriger dans le fichier, puis le choisir à nouveau :",
        ready: "%{smart_count} lieu prêt à importer. |||| %{smart_count} lieux prêts à importer.",
        submit: "Importer",
        done: "%{smart_count} lieu importé |||| %{smart_count} lieux importés",
        empty: "Le fichier n’a aucune entité.",
        problems: "Problèmes du fichier",
        line: "Entité",
        field: "Champ",
        problem: "Problème",
        unreadable: "Le fichier n’est ni du GeoJSON ni du KML bien formé.",
        export_geojson: "GeoJSON",
        export_kml: "KML",
      },
    },
  },
};

export default imports;
