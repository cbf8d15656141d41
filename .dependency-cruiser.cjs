// `npm run lint:deps`: the import rules of the codebase (issue 11, item 6), checked by
// dependency-cruiser over the client (src/), the server (server/src) and the packages. A rule
// broken here fails `npm test`. Each rule says why it exists; docs/client.md and docs/server.md
// say where code goes instead.
const DB_AND_HTTP = ['fastify', '@fastify/[^/]+', 'fastify-[^/]+', 'kysely', 'pg', 'better-sqlite3', 'ioredis', 'bullmq']

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    // --- the two sides: both stand on packages/, never on each other
    {
      name: 'client-not-to-server',
      comment: 'The client (src/) talks to the server over HTTP only; what both need lives in packages/contracts.',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^server/' }
    },
    {
      name: 'server-not-to-client',
      comment: 'The server never imports the client (src/); shared code lives in packages/contracts.',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^src/' }
    },
    {
      name: 'packages-not-to-apps',
      comment: 'packages/ are the ground both apps stand on: they import neither the client nor the server.',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: '^(src|server)/' }
    },

    // --- the client's layers
    {
      name: 'platform-not-to-features-or-components',
      comment: 'src/platform is what differs by target (H5 / weapp); it is below features and components. Let the caller pass what it needs, or move the wiring to features/.',
      severity: 'error',
      from: { path: '^src/platform/' },
      to: { path: '^src/(features|components)/' }
    },
    {
      name: 'components-not-to-features',
      comment: 'Shared components know no business area; a feature passes them data and callbacks (or the piece moves into the feature).',
      severity: 'error',
      from: { path: '^src/components/' },
      to: { path: '^src/features/' }
    },
    {
      name: 'services-not-to-shell',
      comment: 'The request layer (src/services) is below the page shell; the shell registers what the layer needs (see services/request.ts).',
      severity: 'error',
      from: { path: '^src/services/' },
      to: { path: '^src/shell/' }
    },

    {
      name: 'lib-is-a-leaf',
      comment: 'src/lib holds pure client helpers (geometry, formatting) that any layer may use: it imports only packages/ and itself.',
      severity: 'error',
      from: { path: '^src/lib/' },
      to: { path: '^src/', pathNot: '^src/lib/' }
    },

    // --- the server's domains
    {
      name: 'server-domain-through-index',
      comment: "A server domain reaches another domain only through that domain's index.ts (server/src/domains/<area>/index.ts).",
      severity: 'error',
      from: { path: '^server/src/domains/([^/]+)/' },
      to: {
        path: '^server/src/domains/[^/]+/',
        pathNot: ['^server/src/domains/$1/', '^server/src/domains/[^/]+/index\\.ts$']
      }
    },

    {
      name: 'server-services-know-no-http',
      comment: 'A service or repository knows nothing of HTTP: no Fastify (not even its request/reply types), no plugins (cookies stay in the session plugin), no serve(); routes translate between HTTP and the service. Every service file: service.ts, *Service.ts, at any depth of a domain.',
      severity: 'error',
      from: {
        path: [
          '^server/src/domains/[^/]+/(service|repository|accounts|sessions)\\.ts$',
          '^server/src/domains/[^/]+/[^/]+/(service|repository)\\.ts$',
          '^server/src/[^.]*[A-Za-z]Service\\.ts$',
          '^server/src/domains/[^/]+/(services|repositories)/'
        ]
      },
      to: { path: ['node_modules/(fastify|@fastify/[^/]+|fastify-[^/]+)/', '^server/src/plugins/', '^server/src/endpoints/'] }
    },

    // --- everywhere
    {
      name: 'no-circular',
      comment: 'Modules that import each other (directly or round a loop) load half-initialised and cannot be split apart; move what both need into a third module. Loops closed only by type imports are erased at compile time and allowed (the route table\'s href types).',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } }
    },

    // --- the genetics engine is a library: no HTTP, no database
    {
      name: 'genome-no-http-or-database',
      comment: 'packages/genome is a library + CLI: the server calls it, never the other way round. No HTTP or database code in it.',
      severity: 'error',
      from: { path: '^packages/genome/' },
      to: {
        dependencyTypesNot: ['type-only'],
        path: [`node_modules/(${DB_AND_HTTP.join('|')})/`, '^(node:)?(http|https|http2|net|tls)$']
      }
    },
    {
      name: 'genome-no-http-or-database-types',
      comment: 'Not even their types: the engine does not know it is served.',
      severity: 'error',
      from: { path: '^packages/genome/' },
      to: { dependencyTypes: ['type-only'], path: `node_modules/(${DB_AND_HTTP.join('|')})/` }
    },
    {
      name: 'genome-only-in-analysis',
      comment: 'On the server only the analysis domain calls the genome engine, through one file, its port (server/src/domains/analysis/genome.ts). Other domains (and the analysis domain\'s other files) take what they need of the engine from the analysis domain (its index.ts, or ./genome inside it).',
      severity: 'error',
      from: { path: '^server/', pathNot: '^server/src/domains/analysis/genome\\.ts$' },
      to: { path: '^packages/genome/' }
    },
    {
      name: 'genome-through-its-exports',
      comment: 'The engine\'s port imports @xungen/genome by its package name, so through the entry points of its exports map (packages/genome/package.json), never by a relative path into packages/genome/src.',
      severity: 'error',
      from: { path: '^server/src/domains/analysis/genome\\.ts$' },
      to: { path: '^packages/genome/', dependencyTypes: ['local'] }
    },
    {
      name: 'genome-through-its-port',
      comment: 'Apart from the server\'s port (rule genome-only-in-analysis), nothing imports packages/genome: the client and the contracts never run the engine.',
      severity: 'error',
      // tests may compare with the engine (the client's vendor labels against its parsers)
      from: { pathNot: ['^packages/genome/', '^server/', '(^|/)__tests__/', '\\.test\\.tsx?$'] },
      to: { path: '^packages/genome/' }
    }
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)dist(-h5)?/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    combinedDependencies: false,
    // workspace packages resolve through node_modules symlinks to their real folder (packages/…)
    preserveSymlinks: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['types', 'import', 'require', 'node', 'default'],
      mainFields: ['types', 'main'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.jsx', '.cjs', '.mjs', '.json']
    },
    reporterOptions: { text: { highlightFocused: true } }
  }
}
