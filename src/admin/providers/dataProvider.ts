/**
 * The console's data provider: the schema engine's combined provider (contract wire for resources
 * with x-api, conventional REST for the rest) over the token-carrying, 401-aware httpClient.
 */
import type { DataProvider } from 'react-admin';
import { createDataProvider } from '../schema/dataProvider.ts';
import { httpClient } from './httpClient.ts';

export { API_BASE, httpClient } from './httpClient.ts';

export const dataProvider: DataProvider = createDataProvider(httpClient);
