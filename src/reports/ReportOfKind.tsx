import AssetSummaryReport from './summary/AssetSummaryReport';
import CorridorTimeReport from './corridors/CorridorTimeReport';
import CostsReport from './costs/CostsReport';
import DailySummaryReport from './daily/DailySummaryReport';
import DrivingScoresReport from './scores/DrivingScoresReport';
import EventsReport from './events/EventsReport';
import FuelReport from './fuel/FuelReport';
import GeofenceVisitsReport from './visits/GeofenceVisitsReport';
import StopsReport from './stops/StopsReport';
import LocationReport from './timeseries/LocationReport';
import MovementReport from './movement/MovementReport';
import type { ReportKind } from './reportKinds';
import type { ReportProps } from './shared/reportTypes';
import SensorRecordsReport from './sensors/SensorRecordsReport';
import SensorsStateReport from './sensors/SensorsStateReport';
import TripsReport from './trips/TripsReport';
import WeatherReport from './timeseries/WeatherReport';

/** The report screen of a kind. */
export function ReportOfKind({ kind, ...props }: ReportProps & { kind: ReportKind }) {
  switch (kind) {
    case 'movement':
      return <MovementReport {...props} />;
    case 'trips':
      return <TripsReport {...props} />;
    case 'stops':
      return <StopsReport {...props} />;
    case 'dailySummary':
      return <DailySummaryReport {...props} />;
    case 'fuel':
      return <FuelReport {...props} />;
    case 'costs':
      return <CostsReport {...props} />;
    case 'events':
      return <EventsReport {...props} />;
    case 'geofenceVisits':
      return <GeofenceVisitsReport {...props} />;
    case 'corridorTime':
      return <CorridorTimeReport {...props} />;
    case 'drivingScores':
      return <DrivingScoresReport {...props} />;
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
