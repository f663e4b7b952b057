// The arrows of the design ("The server pipeline", issue #19 §3), checked by `npm run check:layers`
// in CI and proved on a fixture tree by tests/unit/layers.test.ts. Every rule is an error: a new
// import across a layer fails the build. Known violations in code being rewritten sit in
// .dependency-cruiser-known-violations.json (read with --ignore-known); that list only shrinks.
//
// Parser: swc (@swc/core, a devDependency for this alone), not tsc. TypeScript 7 (the native
// compiler) has no JavaScript compiler API, which dependency-cruiser's tsc parser needs; swc parses
// .ts/.tsx and still tells `import type` apart (dependencyTypes 'type-only'), which the db and
// routes rules rely on. dependency-cruiser 18 is the first to parse .tsx with swc; it runs on
// Node 22+ (the project's engines), not on an older local Node.

/** `import type` / `export type … from` are erased at build time: no runtime arrow. */
const RUNTIME = { dependencyTypesNot: ['type-only'] };

/** The client: the browser app and the per-resource screens (`resources/<name>/*.tsx`). */
const CLIENT = ['^src/admin/', '^resources/.+\\.tsx$'];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'admin-not-to-server',
      comment:
        'The browser app talks to the server over HTTP only; importing server code would bundle it ' +
        '(and its secrets, SQL and Node modules) into the console.',
      severity: 'error',
      from: { path: '^src/admin/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'server-not-to-admin',
      comment:
        'The server never imports React screens; what both sides need lives in src/shared or src/generated.',
      severity: 'error',
      from: { path: '^src/server/' },
      to: { path: '^src/admin/' },
    },
    {
      name: 'shared-is-isomorphic',
      comment:
        'src/shared runs in the browser and on the server, so it imports neither side ' +
        '(only itself, src/generated, resources/*.json and packages both sides may load).',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: { path: '^src/(admin|server)/' },
    },
    {
      name: 'db-only-from-repositories',
      comment:
        'Only repositories (the SQL), db/ itself (migrations, seed) and the two entry points import ' +
        'src/server/db/: server.ts opens the database (db/open.ts, the data-folder lock, migrate, ' +
        'seed) and app.ts builds the app around the opened handle, which every layer below is ' +
        'handed rather than importing. Type-only imports (the Db and Database types) carry no ' +
        'runtime arrow and are allowed. Scripts and tests are entry points of their own and are ' +
        'not covered.',
      severity: 'error',
      from: {
        path: '^(src|resources)/',
        pathNot: [
          '^src/server/(repositories/|db/|app\\.ts$|server\\.ts$)',
          // A resource's database file declares through db/declare.ts (its own rule below).
          '^resources/[^/]+/[^/]+\\.database\\.ts$',
        ],
      },
      to: { path: '^src/server/db/', ...RUNTIME },
    },
    {
      name: 'sql-only-in-the-database-layer',
      comment:
        'SQL is written in repositories (and db/: migrations, the audit tables, the seed) and in a ' +
        "resource's query modules (resources/<name>/*.queries.server.ts) and database file, nowhere " +
        'else: the audit trail, the import and the rate-limit store call repository functions. ' +
        'Routes and operations have rules of their own below.',
      severity: 'error',
      from: {
        path: ['^src/server/', '^resources/'],
        pathNot: [
          '^src/server/(repositories|db|routes|operations)/',
          '^resources/[^/]+/[^/]+\\.queries\\.server\\.ts$',
          '^resources/[^/]+/[^/]+\\.database\\.ts$',
        ],
      },
      to: { path: '(^|/)node_modules/kysely/', ...RUNTIME },
    },
    {
      name: 'routes-hold-no-sql',
      comment:
        'Routes parse the request and call an operation; SQL lives in repositories. A route importing ' +
        'kysely (a value, not a type) or a repository is building queries itself.',
      severity: 'error',
      from: { path: '^src/server/routes/' },
      // (^|/): a fixture tree cruised from its own folder reaches the package as ../../node_modules.
      to: { path: ['(^|/)node_modules/kysely/', '^src/server/repositories/'], ...RUNTIME },
    },
    {
      name: 'routes-through-operations',
      comment:
        'A route reaches the data through an operation only, not even for a type: a type a route ' +
        "needs is the operation's (routes-hold-no-sql refuses the value imports).",
      severity: 'error',
      from: { path: '^src/server/routes/' },
      to: { path: '^src/server/repositories/', dependencyTypes: ['type-only'] },
    },
    {
      name: 'operations-not-to-plugins',
      comment:
        'Plugins wire Fastify (hooks, parsers, limits) around the routes; operations run without ' +
        'Fastify, so what both need (the words of a failed validation) lives in a neutral module.',
      severity: 'error',
      from: { path: '^src/server/operations/' },
      to: { path: '^src/server/plugins/' },
    },
    {
      name: 'operations-hold-no-sql',
      comment:
        "Operations run the stages and the rules; the statements they need are repositories' " +
        'functions. An operation importing kysely (a value, not a type) is building queries itself.',
      severity: 'error',
      from: { path: '^src/server/operations/' },
      to: { path: '(^|/)node_modules/kysely/', ...RUNTIME },
    },
    {
      name: 'resource-config-runs-nothing',
      comment:
        'src/server/resource is what the server knows of a resource before any request (its model ' +
        'from the schema, the shape of its hook file): routes, operations and the import read it, ' +
        'so it imports none of them, nor Fastify or kysely, as values. Types are fine (a hook is ' +
        'handed the records and the caller).',
      severity: 'error',
      from: { path: '^src/server/resource/' },
      to: {
        path: [
          '^src/server/(routes|operations|repositories|plugins|import|db)/',
          '(^|/)node_modules/(kysely|fastify)/',
        ],
        ...RUNTIME,
      },
    },
    {
      name: 'hooks-only-through-hook-api',
      comment:
        'A resource hook file (resources/<name>/<name>.server.ts) sees the server only through the ' +
        'hook API, so the pipeline can change underneath it; generated code (types, registry) is fine, ' +
        'and so are the parts it is split into beside it (<name>.<part>.server.ts), under this rule too.',
      severity: 'error',
      from: {
        path: '^resources/([^/]+)/.+\\.server\\.ts$',
        pathNot: '\\.queries\\.server\\.ts$',
      },
      to: {
        pathNot: [
          '^src/server/operations/hookApi\\.ts$',
          '^src/generated/',
          '^resources/$1/$1\\.[^/]+\\.server\\.ts$',
        ],
        // node:… built-ins and packages are not layers of this app.
        dependencyTypesNot: ['core', 'npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-bundled'],
      },
    },
    {
      name: 'queries-through-query-api',
      comment:
        "A resource's SQL (resources/<name>/*.queries.server.ts) sees what a hook file sees, and the " +
        "database through the query API (repositories/queryApi.ts), kysely, and any resource's " +
        'declared database (resources/*/*.database.ts: its tables and kept counts).',
      severity: 'error',
      from: { path: '^resources/([^/]+)/[^/]+\\.queries\\.server\\.ts$' },
      to: {
        pathNot: [
          '^src/server/operations/hookApi\\.ts$',
          '^src/server/repositories/queryApi\\.ts$',
          '^src/generated/',
          '^resources/$1/$1\\.[^/]+\\.server\\.ts$',
          '^resources/[^/]+/[^/]+\\.database\\.ts$',
        ],
        dependencyTypesNot: ['core', 'npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-bundled'],
      },
    },
    {
      name: 'resource-database-declares-only',
      comment:
        "A resource's database file (resources/<name>/<name>.database.ts: its indexes, kept counts " +
        'and data steps) is read by the migration before anything runs: it imports db/declare.ts, ' +
        'kysely and its own folder, nothing else.',
      severity: 'error',
      from: { path: '^resources/([^/]+)/\\1\\.database\\.ts$' },
      to: {
        pathNot: ['^src/server/db/declare\\.ts$', '^resources/$1/', '(^|/)node_modules/kysely/'],
        dependencyTypesNot: ['core'],
      },
    },
    {
      name: 'resource-folders-apart',
      comment:
        "On the server one resource reaches another through that resource's operations (a hook's " +
        "`call`), not its files; only a resource's declared database (<name>.database.ts) may be " +
        "imported by another's query module. Client screens may compose another folder's screens " +
        '(the dashboard shows the attendance card): the server answers each part by its own rules.',
      severity: 'error',
      from: { path: '^resources/([^/]+)/.+\\.(server|database)\\.ts$' },
      to: { path: '^resources/(?!$1/)[^/]+/', pathNot: '\\.database\\.ts$' },
    },
    {
      name: 'client-not-to-server-hooks',
      comment:
        'Server hooks (resources/**/*.server.ts) run only on the server; the client never imports them, ' +
        'not even through another module (they would pull server code into the bundle).',
      severity: 'error',
      from: { path: CLIENT },
      to: { path: '^resources/.+\\.server\\.ts$', reachable: true },
    },
    {
      name: 'server-not-to-resources-by-hand',
      comment:
        'The generator discovers resources/<name>/<name>.server.ts and writes the map; the server ' +
        'never imports resources/ code by hand (JSON data such as menu.json is fine).',
      severity: 'error',
      from: { path: '^src/(server|shared)/' },
      to: { path: '^resources/.+\\.tsx?$' },
    },
    {
      name: 'no-circular',
      comment:
        'An import circle makes load order matter (a value read before its module finished loading) ' +
        'and welds the modules into one; move the shared piece into a module both import.',
      severity: 'error',
      from: { path: '^(src|resources|scripts)/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: '^node_modules' },
    // tests/fixtures/layers holds deliberate violations for the rules' own test.
    exclude: { path: '^tests/fixtures/' },
    parser: 'swc',
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.json'],
    },
  },
};
