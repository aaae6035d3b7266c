import { apiClients } from '../api/client';
import { createDataProvider } from './dataProvider';

/** The console's one data provider. */
export const dataProvider = createDataProvider(apiClients);
