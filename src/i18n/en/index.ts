import reactAdmin from 'ra-language-english';
import { mergeCatalogs } from '../merge';
import fleetReports from './fleetReports';
import basemap from './basemap';
import mapControls from './mapControls';
import alerting from './alerting';
import maps from './maps';
import operator from './operator';
import reports from './reports';
import resources from './resources';
import roles from './roles';
import shell from './shell';
import trackers from './trackers';
import twoFactor from './twoFactor';
import sharing from './sharing';
import webhooks from './webhooks';
import places from './places';
import assetGroups from './assetGroups';
import servicePlans from './servicePlans';
import imports from './imports';
import auditLog from './auditLog';
import sso from './sso';
import drivers from './drivers';
import fuel from './fuel';

export default mergeCatalogs(
  reactAdmin,
  shell,
  resources,
  maps,
  reports,
  fleetReports,
  trackers,
  twoFactor,
  sharing,
  basemap,
  mapControls,
  roles,
  alerting,
  operator,
  webhooks,
  auditLog,
  sso,
  places,
  assetGroups,
  servicePlans,
  imports,
  drivers,
  fuel,
);
