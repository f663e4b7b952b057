/** The API explorer's place in the shell: /api-docs, for every signed-in user. */
import type { ShellRoute } from '../resources.tsx';
import { ApiDocsPage } from './ApiDocsPage.tsx';

export const API_DOCS_ROUTE = '/api-docs';

export const apiDocsRoutes: ShellRoute[] = [{ path: API_DOCS_ROUTE, element: <ApiDocsPage /> }];
