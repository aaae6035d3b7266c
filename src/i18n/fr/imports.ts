import type en from '../en/imports';
import type { Translation } from '../types';

/** Moving a fleet in by file: the import dialogs of devices, assets, drivers, geofences and places. */
const imports: Translation<typeof en> = {
  resources: {
    devices: {
      import: {
        button: 'Importer',
        title: 'Importer des boîtiers depuis un fichier CSV ou Excel',
        intro:
          'Une ligne d’en-tête nomme les colonnes : uniqueId (ou IMEI), name, et au choix phone et model (par son nom). Chaque ligne est vérifiée avant toute écriture ; un fichier qui a un problème n’écrit rien.',
        choose: 'Choisir un fichier CSV ou Excel (.xlsx)',
        missing: 'Le fichier n’a pas de colonne pour : %{columns}.',
        unreadable_table: 'Le fichier n’est pas un classeur Excel lisible (.xlsx).',
        fix: '%{smart_count} problème à corriger dans le fichier, puis le choisir à nouveau : |||| %{smart_count} problèmes à corriger dans le fichier, puis le choisir à nouveau :',
        ready: '%{smart_count} boîtier prêt à importer. |||| %{smart_count} boîtiers prêts à importer.',
        submit: 'Importer',
        done: '%{smart_count} boîtier importé |||| %{smart_count} boîtiers importés',
        empty: 'Le fichier n’a aucune ligne.',
        problems: 'Problèmes du fichier',
        line: 'Ligne',
        field: 'Champ',
        problem: 'Problème',
      },
    },
    assets: {
      import: {
        button: 'Importer',
        title: 'Importer des actifs depuis un fichier CSV ou Excel',
        intro:
          'Une ligne d’en-tête nomme les colonnes : name, et au choix plateNumber, vin, tags et purchaseDate (AAAA-MM-JJ) ; l’export CSV des actifs se relit. Chaque ligne est vérifiée avant toute écriture ; un fichier qui a un problème n’écrit rien.',
        choose: 'Choisir un fichier CSV ou Excel (.xlsx)',
        missing: 'Le fichier n’a pas de colonne pour : %{columns}.',
        unreadable_table: 'Le fichier n’est pas un classeur Excel lisible (.xlsx).',
        fix: '%{smart_count} problème à corriger dans le fichier, puis le choisir à nouveau : |||| %{smart_count} problèmes à corriger dans le fichier, puis le choisir à nouveau :',
        ready: '%{smart_count} actif prêt à importer. |||| %{smart_count} actifs prêts à importer.',
        submit: 'Importer',
        done: '%{smart_count} actif importé |||| %{smart_count} actifs importés',
        empty: 'Le fichier n’a aucune ligne.',
        problems: 'Problèmes du fichier',
        line: 'Ligne',
        field: 'Champ',
        problem: 'Problème',
      },
    },
    drivers: {
      import: {
        button: 'Importer',
        title: 'Importer des conducteurs depuis un fichier CSV ou Excel',
        intro:
          'Une ligne d’en-tête nomme les colonnes : name, et au choix licenceNumber, licenceExpiry (AAAA-MM-JJ), phone et email ; l’export CSV des conducteurs se relit. Chaque ligne est vérifiée avant toute écriture ; un fichier qui a un problème n’écrit rien.',
        choose: 'Choisir un fichier CSV ou Excel (.xlsx)',
        missing: 'Le fichier n’a pas de colonne pour : %{columns}.',
        unreadable_table: 'Le fichier n’est pas un classeur Excel lisible (.xlsx).',
        fix: '%{smart_count} problème à corriger dans le fichier, puis le choisir à nouveau : |||| %{smart_count} problèmes à corriger dans le fichier, puis le choisir à nouveau :',
        ready: '%{smart_count} conducteur prêt à importer. |||| %{smart_count} conducteurs prêts à importer.',
        submit: 'Importer',
        done: '%{smart_count} conducteur importé |||| %{smart_count} conducteurs importés',
        empty: 'Le fichier n’a aucune ligne.',
        problems: 'Problèmes du fichier',
        line: 'Ligne',
        field: 'Champ',
        problem: 'Problème',
      },
    },
    geofences: {
      import: {
        button: 'Importer',
        title: 'Importer des géobarrières depuis un fichier GeoJSON ou KML',
        intro:
          'Chaque entité est une géobarrière : un point avec une propriété radiusMeters est un cercle, une ligne avec une propriété widthMeters un corridor, un polygone un polygone ; name, description et color sont lus aussi. Chaque entité est vérifiée avant toute écriture ; un fichier qui a un problème n’écrit rien.',
        choose: 'Choisir un fichier GeoJSON ou KML',
        fix: '%{smart_count} problème à corriger dans le fichier, puis le choisir à nouveau : |||| %{smart_count} problèmes à corriger dans le fichier, puis le choisir à nouveau :',
        ready: '%{smart_count} géobarrière prête à importer. |||| %{smart_count} géobarrières prêtes à importer.',
        submit: 'Importer',
        done: '%{smart_count} géobarrière importée |||| %{smart_count} géobarrières importées',
        empty: 'Le fichier n’a aucune entité.',
        problems: 'Problèmes du fichier',
        line: 'Entité',
        field: 'Champ',
        problem: 'Problème',
        unreadable: 'Le fichier n’est ni du GeoJSON ni du KML bien formé.',
        export_geojson: 'GeoJSON',
        export_kml: 'KML',
      },
    },
    places: {
      import: {
        button: 'Importer',
        title: 'Importer des lieux depuis un fichier GeoJSON ou KML',
        intro:
          'Chaque entité est un lieu : un point, avec au choix les propriétés category, icon et radiusMeters. Chaque entité est vérifiée avant toute écriture ; un fichier qui a un problème n’écrit rien.',
        choose: 'Choisir un fichier GeoJSON ou KML',
        fix: '%{smart_count} problème à corriger dans le fichier, puis le choisir à nouveau : |||| %{smart_count} problèmes à corriger dans le fichier, puis le choisir à nouveau :',
        ready: '%{smart_count} lieu prêt à importer. |||| %{smart_count} lieux prêts à importer.',
        submit: 'Importer',
        done: '%{smart_count} lieu importé |||| %{smart_count} lieux importés',
        empty: 'Le fichier n’a aucune entité.',
        problems: 'Problèmes du fichier',
        line: 'Entité',
        field: 'Champ',
        problem: 'Problème',
        unreadable: 'Le fichier n’est ni du GeoJSON ni du KML bien formé.',
        export_geojson: 'GeoJSON',
        export_kml: 'KML',
      },
    },
  },
};

export default imports;
