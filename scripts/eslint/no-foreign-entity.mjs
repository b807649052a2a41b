// oja/no-foreign-entity: each API feature module owns its tables (docs/developing.md, "Layers").
// A file in modules/A may not import anything under modules/B/entities/ (B ≠ A), `import type` included:
// a type import still couples A to B's table shape. Nor may it name B's entity by a string where TypeORM
// takes an entity target (relation decorators, getRepository, manager and query-builder calls,
// `entity:`/`target:` properties): TypeORM resolves a string by class or table name, so a string is the
// same coupling with the import hidden. Ask B's exported port instead.
// Crossings that exist today are listed in the rule's `allow` option with a reason; an entry that no
// longer matches its file is reported too, so the list can only shrink.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { moduleOf, walk } from './modules.mjs';

/** { module } when a path lies under modulesDir/<module>/entities, else null. */
function placeOf(modulesDir, file) {
  const rel = relative(modulesDir, file);
  if (rel.startsWith('..')) return null;
  const parts = rel.split(sep);
  return parts.length >= 2 && parts[1] === 'entities' ? { module: parts[0] } : null;
}

const ENTITY_CLASS_RE = /@(?:Entity|ViewEntity|ChildEntity)\s*\(([^)]*)\)[\s\S]*?\bclass\s+(\w+)/g;
const TABLE_RE = /^\s*(?:['"]([\w.]+)['"]|\{[\s\S]*?\bname\s*:\s*['"]([\w.]+)['"])/;
const EXPORTED_CLASS_RE = /export\s+(?:abstract\s+)?class\s+(\w+)/;

const indexes = new Map();
/**
 * Read once per lint run from modules/<m>/entities/**: which module owns each entity class and table
 * name, and the entity an entities/ file stands for (its @Entity class, else its exported class).
 */
function indexFor(modulesDir) {
  let idx = indexes.get(modulesDir);
  if (idx) return idx;
  idx = { owners: new Map(), fileEntity: new Map() };
  const own = (name, module) => {
    if (!idx.owners.has(name)) idx.owners.set(name, new Set());
    idx.owners.get(name).add(module);
  };
  for (const module of existsSync(modulesDir) ? readdirSync(modulesDir) : []) {
    for (const file of walk(join(modulesDir, module, 'entities'))) {
      const src = readFileSync(file, 'utf8');
      const classes = [];
      for (const m of src.matchAll(ENTITY_CLASS_RE)) {
        classes.push(m[2]);
        own(m[2], module);
        const table = TABLE_RE.exec(m[1]);
        if (table) own(table[1] ?? table[2], module);
      }
      idx.fileEntity.set(file, classes[0] ?? EXPORTED_CLASS_RE.exec(src)?.[1] ?? basename(file, '.ts'));
    }
  }
  indexes.set(modulesDir, idx);
  return idx;
}

// Calls whose first argument TypeORM reads as an entity target (class or table name).
const TARGET_FIRST = new Set([
  // relation decorators
  'ManyToOne',
  'OneToOne',
  'OneToMany',
  'ManyToMany',
  // DataSource / EntityManager
  'getRepository',
  'getTreeRepository',
  'getMongoRepository',
  'getMetadata',
  'hasMetadata',
  'find',
  'findBy',
  'findOne',
  'findOneBy',
  'findOneOrFail',
  'findOneByOrFail',
  'findAndCount',
  'findAndCountBy',
  'count',
  'countBy',
  'exists',
  'existsBy',
  'sum',
  'average',
  'minimum',
  'maximum',
  'insert',
  'update',
  'upsert',
  'delete',
  'softDelete',
  'restore',
  'increment',
  'decrement',
  'save',
  'remove',
  'softRemove',
  'create',
  'merge',
  'preload',
  'clear',
  'getId',
  'hasId',
  // query builder
  'from',
  'into',
  'leftJoin',
  'innerJoin',
  'leftJoinAndSelect',
  'innerJoinAndSelect',
]);
// Calls whose entity target is another argument: (entity, alias) — a lone argument is an alias; (mapTo, entity, …).
const TARGET_AT = new Map([
  ['createQueryBuilder', { index: 0, minArgs: 2 }],
  ['leftJoinAndMapOne', { index: 1 }],
  ['leftJoinAndMapMany', { index: 1 }],
  ['innerJoinAndMapOne', { index: 1 }],
  ['innerJoinAndMapMany', { index: 1 }],
]);
const TARGET_KEYS = new Set(['entity', 'target']);
// Wrappers a string passes through on its way to the argument or property (`c ? 'A' : 'B'`, `'A' as const`).
const TRANSPARENT = new Set(['ConditionalExpression', 'LogicalExpression', 'TSAsExpression', 'TSSatisfiesExpression', 'TSNonNullExpression']);

function calleeName(callee) {
  if (callee.type === 'Identifier') return callee.name;
  if (callee.type === 'MemberExpression' && !callee.computed && callee.property.type === 'Identifier') return callee.property.name;
  return null;
}

/** True when a string literal sits where TypeORM reads an entity target. */
function isEntityTargetPosition(node) {
  let at = node;
  while (at.parent && TRANSPARENT.has(at.parent.type) && at.parent.test !== at) at = at.parent;
  const parent = at.parent;
  if (!parent) return false;
  if (parent.type === 'CallExpression') {
    const i = parent.arguments.indexOf(at);
    const name = calleeName(parent.callee);
    if (i < 0 || !name) return false;
    if (TARGET_FIRST.has(name)) return i === 0;
    const spec = TARGET_AT.get(name);
    return !!spec && i === spec.index && parent.arguments.length >= (spec.minArgs ?? 0);
  }
  if (parent.type === 'Property' && parent.value === at && !parent.computed) {
    const key = parent.key.type === 'Identifier' ? parent.key.name : parent.key.value;
    return TARGET_KEYS.has(key);
  }
  return false;
}

const ALLOW_ENTRY = {
  type: 'object',
  properties: { file: { type: 'string' }, entity: { type: 'string' }, reason: { type: 'string', minLength: 1 } },
  required: ['file', 'entity', 'reason'],
  additionalProperties: false,
};

const noForeignEntity = {
  meta: {
    type: 'problem',
    docs: { description: "Disallow a feature module importing or naming another module's entities" },
    schema: [
      {
        type: 'object',
        properties: { modulesDir: { type: 'string' }, allow: { type: 'array', items: ALLOW_ENTRY } },
        required: ['modulesDir'],
        additionalProperties: false,
      },
    ],
    messages: {
      imported:
        'modules/{{here}} imports {{entity}} from modules/{{owner}}/entities (type-only imports count too). Each module owns its tables: ask modules/{{owner}} through its exported port (a service or descriptor).',
      named:
        "modules/{{here}} names the entity '{{entity}}' of modules/{{owner}} by string. Each module owns its tables: ask modules/{{owner}} through its exported port (a service or descriptor).",
      stale:
        "The allowed crossing {{entity}} is gone from this file: delete its entry from oja/no-foreign-entity's allow list in eslint.config.mjs (the list only shrinks).",
    },
  },
  create(context) {
    const { modulesDir: dir, allow = [] } = context.options[0];
    const modulesDir = resolve(context.cwd, dir);
    const filename = context.filename;
    const here = moduleOf(modulesDir, filename);
    if (!here) return {};
    const idx = indexFor(modulesDir);
    const allowed = new Map(allow.filter((a) => resolve(context.cwd, a.file) === filename).map((a) => [a.entity, false]));

    const report = (node, messageId, entity, owner) => {
      if (allowed.has(entity)) allowed.set(entity, true);
      else context.report({ node, messageId, data: { here, owner, entity } });
    };

    const checkSource = (source) => {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = resolve(dirname(filename), source.value).replace(/\.js$/, '.ts');
      const place = placeOf(modulesDir, target);
      if (!place || place.module === here) return;
      const file = existsSync(target) ? target : existsSync(`${target}.ts`) ? `${target}.ts` : target;
      report(source, 'imported', idx.fileEntity.get(file) ?? basename(file, '.ts'), place.module);
    };

    const checkString = (node, value) => {
      const owners = idx.owners.get(value);
      if (!owners || owners.has(here) || !isEntityTargetPosition(node)) return;
      report(node, 'named', value, [...owners].join(', '));
    };

    return {
      ImportDeclaration: (n) => checkSource(n.source),
      ExportNamedDeclaration: (n) => checkSource(n.source),
      ExportAllDeclaration: (n) => checkSource(n.source),
      ImportExpression: (n) => checkSource(n.source),
      TSExternalModuleReference: (n) => checkSource(n.expression),
      TSImportType: (n) => checkSource(n.argument?.type === 'TSLiteralType' ? n.argument.literal : n.argument),
      Literal: (n) => typeof n.value === 'string' && checkString(n, n.value),
      TemplateLiteral: (n) => n.expressions.length === 0 && checkString(n, n.quasis[0].value.cooked),
      'Program:exit': (program) => {
        for (const [entity, used] of allowed) if (!used) context.report({ node: program, loc: { line: 1, column: 0 }, messageId: 'stale', data: { entity } });
      },
    };
  },
};

export default noForeignEntity;
