import { apiClients } from '../api/client';
import { createDataProvider } from './dataProvider';
import { withStartupPage } from './startupPage';

/** The console's one data provider, which takes the first screen's page fetched at start-up. */
export const dataProvider = withStartupPage(createDataProvider(apiClients));
