/**
 * Which console screens exist, derived from the schemas (plus the few bespoke pages), so the server
 * and CI can check resources/menu.json without loading React: a menu entry may only point at a
 * route the console mounts. tests/ui/menu.test.tsx pins BESPOKE_ROUTES to what src/admin/resources.tsx
 * really mounts.
 *
 * @example
 *   screenResources(schemas) // ['designation', 'holiday', 'skill']
 *   isKnownRoute(knownRoutes(schemas), '/holiday/create') // true
 */
import type { ResourceRouting } from './dialect.ts';

/** Resources with a contract wire (x-api) that still get react-admin's generic screens. */
export const LEGACY_SCREEN_RESOURCES = ['skill', 'designation'];

/**
 * Pages a schema cannot describe: the resource folders' bespoke screens (resources/<name>/routes.tsx)
 * and the shell's own (audit log, API explorer).
 */
export const BESPOKE_ROUTES = [
  '/employee/employee-create-update',
  '/employee/employee-attributes',
  '/employee-info/:employeeName',
  '/performance/add-review',
  '/performance/view-performance',
  '/performance/review-list',
  '/performance/all-reviews',
  '/attendence/Configure-Attendence',
  '/audit/audit-log',
  '/api-docs',
];

/** Served and called as conventional REST: guards at least one action and declares no x-api. */
export const isSimpleRest = (schema: ResourceRouting): boolean =>
  !schema['x-api'] &&
  Object.entries(schema['x-privileges'] ?? {}).some(([k, v]) => k !== 'actions' && Boolean(v));

/** Resources with generated react-admin screens at /<name>, /<name>/create, /<name>/:id… */
export const screenResources = (schemas: readonly ResourceRouting[]): string[] =>
  schemas
    .filter((s) => isSimpleRest(s) || LEGACY_SCREEN_RESOURCES.includes(s['x-resource']))
    .map((s) => s['x-resource'])
    .sort();

/** The routes of one resource's generated screens, by the name a menu entry may use. */
export function resourceRoutes(name: string): Record<'list' | 'create', string> {
  return { list: `/${name}`, create: `/${name}/create` };
}

/** Every route the console mounts, as patterns (`:param` matches one segment). */
export function knownRoutes(schemas: readonly ResourceRouting[]): string[] {
  const fromSchemas = schemas.flatMap((s) => [
    s['x-list']?.route,
    s['x-form']?.route,
    ...Object.values(s['x-list']?.views ?? {}).map((v) => v.route),
  ]);
  const generated = screenResources(schemas).flatMap((n) => [
    ...Object.values(resourceRoutes(n)),
    `/${n}/:id`,
    `/${n}/:id/show`,
  ]);
  return [
    ...new Set([...fromSchemas, ...generated, ...BESPOKE_ROUTES].filter(Boolean) as string[]),
  ];
}

/** Whether a menu route (path, optional query) opens one of these route patterns. */
export function isKnownRoute(patterns: readonly string[], route: string): boolean {
  const path = route.split(/[?#]/)[0];
  const parts = path.split('/');
  return patterns.some((p) => {
    const want = p.split('/');
    return (
      want.length === parts.length &&
      want.every((seg, i) => seg === parts[i] || (seg.startsWith(':') && parts[i] !== ''))
    );
  });
}
