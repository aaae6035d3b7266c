import AssetSummaryReport from './AssetSummaryReport';
import LocationReport from './LocationReport';
import MovementReport from './MovementReport';
import type { ReportKind } from './reportKinds';
import type { ReportProps } from './reportProps';
import SensorRecordsReport from './SensorRecordsReport';
import SensorsStateReport from './SensorsStateReport';
import TripsReport from './TripsReport';
import WeatherReport from './WeatherReport';

/** The report screen of a kind. */
export function ReportOfKind({ kind, ...props }: ReportProps & { kind: ReportKind }) {
  switch (kind) {
    case 'movement':
      return <MovementReport {...props} />;
    case 'trips':
      return <TripsReport {...props} />;
    case 'locations':
      return <LocationReport {...props} />;
    case 'weather':
      return <WeatherReport {...props} />;
    case 'summary':
      return <AssetSummaryReport {...props} />;
    case 'sensorsState':
      return <SensorsStateReport {...props} />;
    case 'suntechObd':
    case 'suntechStatus':
    case 'rutx':
    case 'sensorsLogs':
      return <SensorRecordsReport kind={kind} {...props} />;
  }
}
