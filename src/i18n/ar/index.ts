import reactAdmin from './reactAdmin';
import { mergeCatalogs } from '../merge';
import maps from './maps';
import reports from './reports';
import resources from './resources';
import shell from './shell';

export default mergeCatalogs(reactAdmin, shell, resources, maps, reports);
