// The console's layers and the wall between server/ and src/, as ESLint rules (docs/ARCHITECTURE.md, "Layers").
// Each layer imports only from the layers below it; a feature imports another feature only where it shows that
// feature's screen or reads its data (`featureCompositions`). Every entry is a folder or a root file of src/; a
// new top-level folder must be placed in a layer here.
export const consoleLayers = [
  { name: 'app', entries: ['App.tsx', 'main.tsx', 'boot.ts', 'startup', 'layout', 'pages', 'auth'] },
  { name: 'features', entries: ['dashboard', 'resources', 'reports', 'replay', 'sharing', 'twoFactor', 'notifications', 'sso'] },
  { name: 'kit', entries: ['map', 'live', 'providers', 'i18n', 'kit', 'testing'] },
  { name: 'domain and contract', entries: ['api', 'domain', 'fleet', 'config.ts', 'routePaths.ts'] },
];

/**
 * The only modules one feature imports from another: where the dashboard, an asset's or a driver's page shows a
 * piece of another feature. Whatever else two features share belongs in the kit.
 */
const featureCompositions = [
  'reports/AssetReportTabs',
  'reports/scores/scoreColumns',
  'reports/scores/scoresApi',
  'reports/shared/attributeLabels',
  'reports/shared/columns',
  'reports/shared/ReportTable',
  'reports/shared/reportTypes',
  'reports/shared/TimeSeriesChart',
  'reports/trips/tripColumns',
  'reports/trips/TripsReport',
  'replay/ReplayPanel',
  'resources/assets/StatusChip',
  'resources/drivers/DriverAssignment',
  'resources/servicePlans/serviceApi',
  'resources/servicePlans/ServiceStateText',
  'sharing/ShareLocationPanel',
];

const isFile = (entry) => /\.tsx?$/.test(entry);
const moduleName = (entry) => entry.replace(/\.tsx?$/, '');
/** How an import from `depth` folders below src/ spells src/ itself: './' from a root file, '../' per folder. */
const srcPrefix = (depth) => (depth === 0 ? '\\./' : '\\.\\./'.repeat(depth));
const maxDepth = 4;
/** Tests may reach across layers to check one against another (a catalogue's texts, the server's attribute names). */
const testFiles = ['**/*.test.{ts,tsx}'];

/** Imports from the server: the console talks to it through the contract only. */
const serverFromSrc = () => ({
  regex: '^(\\.\\./)+server(/|$)',
  message: 'The console does not import the server: it talks to it through the contract (src/api).',
});

function layerRules() {
  return consoleLayers.flatMap((layer, index) => {
    const above = consoleLayers.slice(0, index);
    const names = above.flatMap((upper) => upper.entries.map(moduleName));
    const otherFeatures = (entry) => layer.entries.filter((other) => other !== entry).map(moduleName);
    const patterns = (depth, entry) => [
      ...(names.length
        ? [
            {
              regex: `^${srcPrefix(depth)}(${names.join('|')})(/|$)`,
              message: `The ${layer.name} layer imports only from the layers below it, not from ${above.map((upper) => upper.name).join(' or ')} (docs/ARCHITECTURE.md, Layers).`,
            },
          ]
        : []),
      ...(layer.name === 'features'
        ? [
            {
              regex: `^${srcPrefix(depth)}(?!(${featureCompositions.join('|')})$)(${otherFeatures(entry).join('|')})/`,
              message:
                'A feature imports another feature only where it shows its screen or reads its data (featureCompositions in eslint.layers.js); what two features share belongs in the kit.',
            },
          ]
        : []),
      serverFromSrc(),
    ];
    const rulesAt = (depth, entry) => ({
      'no-restricted-imports': ['error', { patterns: patterns(depth, entry) }],
      // The same for lazy imports (() => import('...')), which no-restricted-imports does not see.
      'no-restricted-syntax': [
        'error',
        ...patterns(depth, entry).map(({ regex, message }) => ({
          selector: `ImportExpression[source.value=/${regex.replaceAll('/', '\\/')}/]`,
          message,
        })),
      ],
    });
    return layer.entries.flatMap((entry) =>
      isFile(entry)
        ? [{ files: [`src/${entry}`], rules: rulesAt(0, entry) }]
        : Array.from({ length: maxDepth }, (_, level) => ({
            files: [`src/${entry}/${'*/'.repeat(level)}*.{ts,tsx}`],
            ignores: testFiles,
            rules: rulesAt(level + 1, entry),
          })),
    );
  });
}

/** The server imports of src/ only the pure domain rules and the generated contract types and facts. */
const serverRules = {
  files: ['server/**/*.ts'],
  ignores: testFiles,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: '^(\\.\\./)+src/(?!domain/|api/schema$|api/operationTable$)',
            message:
              'The server imports nothing from src/ but src/domain/ and the generated src/api/schema and src/api/operationTable (docs/ARCHITECTURE.md, Layers).',
          },
        ],
      },
    ],
  },
};

export const layerConfigs = [...layerRules(), serverRules];
