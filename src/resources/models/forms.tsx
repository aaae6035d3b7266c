import { Navigate } from 'react-router-dom';
import { formPages } from '../shared/ResourceViews';
import { AssetModelForm } from './AssetModelForm';
import { modelsPath } from './modelTabs';
import { SensorModelForm } from './SensorModelForm';

// The list of each kind is a tab of /models: going back "to the list" after a save or delete lands there.
export const assetModelsTab = () => <Navigate to={modelsPath('assets')} replace />;
export const sensorModelsTab = () => <Navigate to={modelsPath('sensors')} replace />;

const assetModelPages = formPages(AssetModelForm);
const sensorModelPages = formPages(SensorModelForm);
export const createAssetModel = assetModelPages.create;
export const editAssetModel = assetModelPages.edit;
export const createSensorModel = sensorModelPages.create;
export const editSensorModel = sensorModelPages.edit;
