import path from 'node:path';

/**
 * A local ESLint rule in the spirit of import-x's `no-restricted-paths` (what bulletproof-react
 * uses), without the dependency: each zone forbids files under `target` to import from `from`,
 * except from the folders in `except`. Relative and `#shared/` imports are resolved against the
 * repository; package imports are left to `no-restricted-imports`.
 */
const inside = (file, folder) => file === folder || file.startsWith(`${folder}/`);

/** @type {import('eslint').Rule.RuleModule} */
export const importBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps the import direction between folders (shared → components/lib → features → app).' },
    schema: [
      {
        type: 'object',
        properties: {
          zones: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                target: { type: 'string' },
                from: { type: 'array', items: { type: 'string' } },
                except: { type: 'array', items: { type: 'string' } },
                message: { type: 'string' },
              },
              required: ['target', 'from', 'message'],
              additionalProperties: false,
            },
          },
        },
        additionalProperties: false,
      },
    ],
    messages: { restricted: '{{imported}} may not be imported here: {{message}}' },
  },
  create(context) {
    const zones = context.options[0]?.zones ?? [];
    const file = path.relative(context.cwd, context.filename).split(path.sep).join('/');
    const active = zones.filter((zone) => inside(file, zone.target));
    if (active.length === 0) return {};
    const check = (source) => {
      if (!source || typeof source.value !== 'string') return;
      const spec = source.value;
      let imported;
      if (spec.startsWith('.')) imported = path.posix.normalize(path.posix.join(path.posix.dirname(file), spec));
      else if (spec.startsWith('#shared/')) imported = `shared/${spec.slice('#shared/'.length)}`;
      else return;
      for (const zone of active) {
        if (!zone.from.some((folder) => inside(imported, folder))) continue;
        if (zone.except?.some((folder) => inside(imported, folder))) continue;
        context.report({ node: source, messageId: 'restricted', data: { imported: spec, message: zone.message } });
        return;
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};
