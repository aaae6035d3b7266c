import type { MessageTree } from '../types';

/** Moving a fleet in by file: the import dialogs of devices, assets, drivers, geofences and places. */
const imports = {
  resources: {
    devices: {
      import: {
        button: 'Import',
        title: 'Import devices from a CSV or Excel file',
        intro:
          'A header row names the columns: uniqueId (or IMEI), name, and optionally phone and model (by its name). Every row is checked before anything is written; a file with any problem writes nothing.',
        choose: 'Choose a CSV or Excel (.xlsx) file',
        missing: 'The file has no column for: %{columns}.',
        unreadable_table: 'The file is not a readable Excel workbook (.xlsx).',
        fix: '%{smart_count} problem to fix in the file, then choose it again: |||| %{smart_count} problems to fix in the file, then choose it again:',
        ready: '%{smart_count} device is ready to import. |||| %{smart_count} devices are ready to import.',
        submit: 'Import',
        done: '%{smart_count} device imported |||| %{smart_count} devices imported',
        empty: 'The file has no rows.',
        problems: 'Problems in the file',
        line: 'Line',
        field: 'Field',
        problem: 'Problem',
      },
    },
    assets: {
      import: {
        button: 'Import',
        title: 'Import assets from a CSV or Excel file',
        intro:
          'A header row names the columns: name, and optionally plateNumber, vin, tags and purchaseDate (YYYY-MM-DD); the assets CSV export reads back. Every row is checked before anything is written; a file with any problem writes nothing.',
        choose: 'Choose a CSV or Excel (.xlsx) file',
        missing: 'The file has no column for: %{columns}.',
        unreadable_table: 'The file is not a readable Excel workbook (.xlsx).',
        fix: '%{smart_count} problem to fix in the file, then choose it again: |||| %{smart_count} problems to fix in the file, then choose it again:',
        ready: '%{smart_count} asset is ready to import. |||| %{smart_count} assets are ready to import.',
        submit: 'Import',
        done: '%{smart_count} asset imported |||| %{smart_count} assets imported',
        empty: 'The file has no rows.',
        problems: 'Problems in the file',
        line: 'Line',
        field: 'Field',
        problem: 'Problem',
      },
    },
    drivers: {
      import: {
        button: 'Import',
        title: 'Import drivers from a CSV or Excel file',
        intro:
          'A header row names the columns: name, and optionally licenceNumber, licenceExpiry (YYYY-MM-DD), phone and email; the drivers CSV export reads back. Every row is checked before anything is written; a file with any problem writes nothing.',
        choose: 'Choose a CSV or Excel (.xlsx) file',
        missing: 'The file has no column for: %{columns}.',
        unreadable_table: 'The file is not a readable Excel workbook (.xlsx).',
        fix: '%{smart_count} problem to fix in the file, then choose it again: |||| %{smart_count} problems to fix in the file, then choose it again:',
        ready: '%{smart_count} driver is ready to import. |||| %{smart_count} drivers are ready to import.',
        submit: 'Import',
        done: '%{smart_count} driver imported |||| %{smart_count} drivers imported',
        empty: 'The file has no rows.',
        problems: 'Problems in the file',
        line: 'Line',
        field: 'Field',
        problem: 'Problem',
      },
    },
    geofences: {
      import: {
        button: 'Import',
        title: 'Import geofences from a GeoJSON or KML file',
        intro:
          'Each feature is a geofence: a point with a radiusMeters property is a circle, a line with a widthMeters property a corridor, a polygon a polygon; name, description and color are read too. Every feature is checked before anything is written; a file with any problem writes nothing.',
        choose: 'Choose a GeoJSON or KML file',
        fix: '%{smart_count} problem to fix in the file, then choose it again: |||| %{smart_count} problems to fix in the file, then choose it again:',
        ready: '%{smart_count} geofence is ready to import. |||| %{smart_count} geofences are ready to import.',
        submit: 'Import',
        done: '%{smart_count} geofence imported |||| %{smart_count} geofences imported',
        empty: 'The file has no features.',
        problems: 'Problems in the file',
        line: 'Feature',
        field: 'Field',
        problem: 'Problem',
        unreadable: 'The file is neither GeoJSON nor well-formed KML.',
        export_geojson: 'GeoJSON',
        export_kml: 'KML',
      },
    },
    places: {
      import: {
        button: 'Import',
        title: 'Import places from a GeoJSON or KML file',
        intro:
          'Each feature is a place: a point, with optional category, icon and radiusMeters properties. Every feature is checked before anything is written; a file with any problem writes nothing.',
        choose: 'Choose a GeoJSON or KML file',
        fix: '%{smart_count} problem to fix in the file, then choose it again: |||| %{smart_count} problems to fix in the file, then choose it again:',
        ready: '%{smart_count} place is ready to import. |||| %{smart_count} places are ready to import.',
        submit: 'Import',
        done: '%{smart_count} place imported |||| %{smart_count} places imported',
        empty: 'The file has no features.',
        problems: 'Problems in the file',
        line: 'Feature',
        field: 'Field',
        problem: 'Problem',
        unreadable: 'The file is neither GeoJSON nor well-formed KML.',
        export_geojson: 'GeoJSON',
        export_kml: 'KML',
      },
    },
  },
} satisfies MessageTree;

export default imports;
