// The console's layers, enforced with ESLint's own no-restricted-imports (docs/architecture.md):
// api, config, i18n, ui → session → features → app, routes. A feature imports another only through its index.ts,
// and only along an edge of FEATURE_IMPORTS; that list has no cycles (scripts/lint/layers.test.ts), so the
// features cannot form one.
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const FEATURES_DIR = join(dirname(fileURLToPath(import.meta.url)), 'src', 'features');

/** The features another feature may import (through its index.ts), with the reason in architecture.md. */
export const FEATURE_IMPORTS = {
  billing: ['payments'],
  dashboard: ['billing'],
  registration: ['auth', 'payments'],
};

const BASE_LAYERS = ['api', 'config', 'i18n', 'ui'];
// The signed-in user's session and preferences: above the base layers (it uses ui's colour mode and toaster).
const SESSION_LAYER = 'session';
const LOWER_LAYERS = [...BASE_LAYERS, SESSION_LAYER];
const UPPER_LAYERS = ['app', 'routes'];
const SOURCE = '{ts,tsx}';
// Tests compose across layers (a feature's test may render a route); the rules hold for shipped code.
const TESTS = ['**/*.test.{ts,tsx}', 'src/test/**'];

/** `@/x` and any relative path that climbs to `src/x` (e.g. `../../x/y`). */
function layerPatterns(layer) {
  return [`@/${layer}`, `@/${layer}/**`, `**/../${layer}`, `**/../${layer}/**`];
}

/** What a lower layer must not import: everything above it. */
function layersAbove(layer) {
  return [...(BASE_LAYERS.includes(layer) ? [SESSION_LAYER] : []), 'features', ...UPPER_LAYERS];
}

function upwardMessage(from) {
  return `${from} does not import ${layersAbove(from).join(', ')}: move the shared piece down a layer.`;
}

/** Relative paths that climb out of a feature from a file `depth` folders below the feature's own. */
function leavingFeature(depth) {
  return `${'../'.repeat(depth + 1)}**`;
}

function featureRestrictions(feature, depth, features) {
  const allowed = FEATURE_IMPORTS[feature] ?? [];
  return [
    {
      group: UPPER_LAYERS.flatMap(layerPatterns),
      message: 'A feature does not import app or routes: let the route pass it in, or move it down a layer.',
    },
    {
      group: [leavingFeature(depth)],
      message: 'Import another feature or layer by its @/ path, not a relative path out of this feature.',
    },
    {
      group: [
        ...features.filter((other) => other !== feature).flatMap((other) => [`@/features/${other}/**`]),
        ...features
          .filter((other) => other !== feature && !allowed.includes(other))
          .map((other) => `@/features/${other}`),
      ],
      message:
        'A feature imports another only through its index.ts, and only along an edge of FEATURE_IMPORTS ' +
        '(eslint.layers.js) that docs/architecture.md explains. Move shared pieces down to api, config, i18n, ui or session.',
    },
  ];
}

/** `import('…')` of a path no-restricted-imports (static imports only) would refuse. */
function dynamicImport(pattern, message) {
  return { selector: `ImportExpression > Literal.source[value=/${pattern}/]`, message };
}

/**
 * The flat-config blocks: one per lower layer, and one per feature and folder depth. `restrictedSyntax` is
 * the project's no-restricted-syntax list, which these blocks extend (a later block replaces a rule's options).
 * @param {unknown[]} restrictedSyntax
 * @param {string[]} [features]
 * @returns {import('eslint').Linter.Config[]}
 */
export function layerConfigs(restrictedSyntax, features = readdirSync(FEATURES_DIR)) {
  const lower = LOWER_LAYERS.map((layer) => ({
    files: [`src/${layer}/**/*.${SOURCE}`],
    ignores: TESTS,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: layersAbove(layer).flatMap(layerPatterns), message: upwardMessage(layer) }],
        },
      ],
      'no-restricted-syntax': [
        'error',
        ...restrictedSyntax,
        dynamicImport(`^@\\/(${layersAbove(layer).join('|')})(\\/|$)`, upwardMessage(layer)),
      ],
    },
  }));
  const featureBlocks = features.flatMap((feature) =>
    [0, 1, 2].map((depth) => ({
      files: [`src/features/${feature}/${'*/'.repeat(depth)}*.${SOURCE}`],
      ignores: TESTS,
      rules: {
        'no-restricted-imports': ['error', { patterns: featureRestrictions(feature, depth, features) }],
        'no-restricted-syntax': [
          'error',
          ...restrictedSyntax,
          dynamicImport(
            `^@\\/(app|routes|features\\/(?!${feature}\\/))`,
            `A feature loads only its own files lazily, never app, routes or another feature's.`,
          ),
        ],
      },
    })),
  );
  return [...lower, ...featureBlocks];
}
