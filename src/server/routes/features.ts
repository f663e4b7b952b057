/**
 * The bespoke route plugins of the HR features, registered by app.ts after the generic schema routes.
 * Each plugin gets the database; each of its /api routes declares its privilege (plugins/auth.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { FeatureOptions } from './registrar.ts';
import { auditRoutes } from './audit.ts';

export type { FeatureOptions } from './registrar.ts';

export const featureRoutes: FastifyPluginAsync<FeatureOptions>[] = [auditRoutes];
