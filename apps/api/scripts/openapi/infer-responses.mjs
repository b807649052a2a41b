// Response schemas from the TypeScript types of the controllers: each route method's awaited return type
// (what the presenters and services really build) becomes a JSON Schema, so the document cannot drift
// from the code. Interfaces, classes and type aliases declared in src/ become named components; object
// literals returned by a `presentXxx()` function become the component `Xxx`; the rest is inlined.
// String literals in returned objects (`message: 'Order cancelled successfully!'`) become examples and
// JSDoc comments on properties become descriptions.
import ts from 'typescript';
import { relative, sep } from 'node:path';

const HTTP_DECORATORS = new Set(['Get', 'Post', 'Put', 'Patch', 'Delete']);

const decoratorName = (d) => {
  const e = d.expression;
  if (ts.isCallExpression(e)) return ts.isIdentifier(e.expression) ? e.expression.text : null;
  return ts.isIdentifier(e) ? e.text : null;
};
const decoratorsOf = (node) => (ts.canHaveDecorators(node) ? (ts.getDecorators(node) ?? []) : []);

/** A class's own members, then those it inherits from the classes it extends (an override hides the base's). */
function membersWithInherited(checker, node) {
  const out = [];
  const seen = new Set();
  for (let cls = node; cls;) {
    for (const m of cls.members) {
      const name = m.name && ts.isIdentifier(m.name) ? m.name.text : null;
      if (name && seen.has(name)) continue;
      if (name) seen.add(name);
      out.push(m);
    }
    const base = cls.heritageClauses?.find((h) => h.token === ts.SyntaxKind.ExtendsKeyword)?.types[0]?.expression;
    let sym = base && checker.getSymbolAtLocation(base);
    if (sym && sym.flags & ts.SymbolFlags.Alias) sym = checker.getAliasedSymbol(sym);
    cls = sym?.declarations?.find((d) => ts.isClassDeclaration(d));
  }
  return out;
}

/** `GET /x` methods of every controller, its own and inherited: `{ operationId, cls, method, sourceFile }`. */
function routeMethods(program, srcDir) {
  const out = [];
  const checker = program.getTypeChecker();
  for (const sf of program.getSourceFiles()) {
    if (sf.isDeclarationFile || !sf.fileName.startsWith(srcDir) || !sf.fileName.endsWith('.controller.ts')) continue;
    ts.forEachChild(sf, (node) => {
      if (!ts.isClassDeclaration(node) || !node.name) return;
      if (!decoratorsOf(node).some((d) => decoratorName(d) === 'Controller')) return;
      for (const m of membersWithInherited(checker, node)) {
        if (!ts.isMethodDeclaration(m) || !m.name || !ts.isIdentifier(m.name)) continue;
        if (!decoratorsOf(m).some((d) => HTTP_DECORATORS.has(decoratorName(d)))) continue;
        const usesRes = m.parameters.some((p) => decoratorsOf(p).some((d) => decoratorName(d) === 'Res'));
        // Decorator names and guard names on the class and the method (auth, throttling, transacting).
        const marks = new Set();
        const produces = [];
        for (const d of [...decoratorsOf(node), ...decoratorsOf(m)]) {
          marks.add(decoratorName(d));
          if (ts.isCallExpression(d.expression)) for (const a of d.expression.arguments) if (ts.isIdentifier(a)) marks.add(a.text);
          if (decoratorName(d) === 'ApiProduces' && ts.isCallExpression(d.expression)) {
            for (const a of d.expression.arguments) if (ts.isStringLiteral(a)) produces.push(a.text);
          }
        }
        out.push({
          operationId: `${node.name.text}_${m.name.text}`,
          cls: node,
          method: m,
          usesRes,
          marks: [...marks].filter(Boolean).sort(),
          produces,
          file: relative(srcDir, sf.fileName),
        });
      }
    });
  }
  return out;
}

const pascal = (s) => s.charAt(0).toUpperCase() + s.slice(1);

export class ResponseInference {
  constructor(program, srcDir) {
    this.program = program;
    this.checker = program.getTypeChecker();
    this.srcDir = srcDir.endsWith(sep) ? srcDir : srcDir + sep;
    /** name → schema */
    this.components = {};
    /** name → declaration node (to tell two same-named types apart) */
    this.componentDecl = new Map();
    this.problems = [];
    this.stack = [];
  }

  /** `{ operationId: { schema, usesRes, file } }` for every route method. */
  run() {
    const out = {};
    for (const r of routeMethods(this.program, this.srcDir)) {
      if (r.usesRes) {
        out[r.operationId] = { usesRes: true, marks: r.marks, produces: r.produces, file: r.file };
        continue;
      }
      const sig = r.method.parent === r.cls ? this.checker.getSignatureFromDeclaration(r.method) : this.inheritedSignature(r);
      let type = this.checker.getReturnTypeOfSignature(sig);
      type = this.checker.getAwaitedType(type) ?? type;
      this.where = r.operationId;
      out[r.operationId] = { schema: this.schema(type, r.method), marks: r.marks, file: r.file };
    }
    return out;
  }

  /** An inherited route method's signature as the controller has it (a generic base's type arguments applied). */
  inheritedSignature(r) {
    const instance = this.checker.getDeclaredTypeOfSymbol(this.checker.getSymbolAtLocation(r.cls.name));
    const method = instance.getProperty(r.method.name.text);
    return this.checker.getTypeOfSymbolAtLocation(method, r.cls).getCallSignatures()[0];
  }

  /** The schema of an exported interface or type alias `name` declared in `file` (relative to src). */
  declared(file, name) {
    const sf = this.program.getSourceFile(this.srcDir + file);
    if (!sf) throw new Error(`openapi: ${file} not found`);
    let decl = null;
    ts.forEachChild(sf, (n) => {
      if ((ts.isInterfaceDeclaration(n) || ts.isTypeAliasDeclaration(n) || ts.isClassDeclaration(n)) && n.name?.text === name) decl = n;
    });
    if (!decl) throw new Error(`openapi: ${name} not found in ${file}`);
    this.where = name;
    return this.schema(this.checker.getTypeAtLocation(decl.name), decl);
  }

  inSrc(decl) {
    const f = decl?.getSourceFile?.().fileName;
    return !!f && f.startsWith(this.srcDir) && !f.endsWith('.d.ts');
  }

  /** The component name a type is published under, or null to inline it. */
  componentName(type) {
    const c = this.checker;
    if (type.aliasSymbol && !type.aliasTypeArguments?.length) {
      const d = type.aliasSymbol.declarations?.[0];
      if (this.inSrc(d)) return { name: type.aliasSymbol.name, decl: d };
    }
    const sym = type.getSymbol();
    if (!sym) return null;
    const d = sym.declarations?.[0];
    if (!d) return null;
    if ((ts.isInterfaceDeclaration(d) || ts.isClassDeclaration(d)) && this.inSrc(d) && !type.typeArguments?.length) {
      return { name: sym.name, decl: d };
    }
    // An object literal returned by presentXxx() (directly, or as `const base = {…}` inside it).
    if (ts.isObjectLiteralExpression(d) && this.inSrc(d)) {
      let fn = d.parent;
      while (fn && !ts.isFunctionDeclaration(fn) && !ts.isMethodDeclaration(fn) && !ts.isArrowFunction(fn) && !ts.isFunctionExpression(fn)) fn = fn.parent;
      const fnName =
        fn &&
        (fn.name && ts.isIdentifier(fn.name)
          ? fn.name.text
          : ts.isVariableDeclaration(fn.parent) && ts.isIdentifier(fn.parent.name)
            ? fn.parent.name.text
            : null);
      const isReturned =
        ts.isReturnStatement(d.parent) ||
        (ts.isArrowFunction(d.parent) && d.parent.body === d) ||
        (ts.isParenthesizedExpression(d.parent) && ts.isArrowFunction(d.parent.parent));
      if (fnName && /^present[A-Z]/.test(fnName) && isReturned) return { name: fnName.slice('present'.length), decl: d };
    }
    void c;
    return null;
  }

  schema(type, at) {
    const c = this.checker;
    const f = type.flags;
    if (f & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) {
      this.problems.push(`${this.where}: a value of type any/unknown at ${this.stack.join('.') || '(body)'}`);
      return {};
    }
    if (f & ts.TypeFlags.Never) return {};
    // common/wire-time.ts: a Date already written as JSON writes it.
    if (type.aliasSymbol?.name === 'IsoDateTime') return { type: 'string', format: 'date-time' };
    if (f & ts.TypeFlags.Null) return { nullable: true };
    if (f & ts.TypeFlags.BooleanLike) return { type: 'boolean' };
    if (f & ts.TypeFlags.StringLiteral) return { type: 'string', enum: [type.value] };
    if (f & ts.TypeFlags.NumberLiteral) return { type: 'number', enum: [type.value] };
    if (f & ts.TypeFlags.StringLike) return { type: 'string' };
    if (f & ts.TypeFlags.NumberLike) return { type: 'number' };
    if (f & ts.TypeFlags.BigIntLike) return { type: 'string', description: 'an integer as a decimal string' };
    if (f & ts.TypeFlags.Void || f & ts.TypeFlags.Undefined) return {};
    if (type.isUnion()) return this.union(type, at);
    if (type.isIntersection()) return this.object(type, at);
    const sym = type.getSymbol();
    if (sym?.name === 'Date') return { type: 'string', format: 'date-time' };
    if (c.isArrayType(type) || c.isTupleType(type)) {
      const args = c.getTypeArguments(type);
      if (c.isTupleType(type)) return { type: 'array', items: this.unionOf(args, at), minItems: args.length, maxItems: args.length };
      return { type: 'array', items: this.schema(args[0], at) };
    }
    if (sym?.name === 'Buffer' || sym?.name === 'Uint8Array') return { type: 'string', format: 'binary' };
    // JSON.stringify calls toJSON.
    const toJSON = type.getProperty('toJSON');
    if (toJSON) {
      const sigs = c.getSignaturesOfType(c.getTypeOfSymbolAtLocation(toJSON, at), ts.SignatureKind.Call);
      if (sigs.length) return this.schema(c.getReturnTypeOfSignature(sigs[0]), at);
    }
    return this.object(type, at);
  }

  unionOf(types, at) {
    const schemas = types.map((t) => this.schema(t, at));
    return schemas.length === 1 ? schemas[0] : { oneOf: schemas };
  }

  union(type, at) {
    let parts = type.types.filter((t) => !(t.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Void)));
    const nullable = parts.some((t) => t.flags & ts.TypeFlags.Null);
    parts = parts.filter((t) => !(t.flags & ts.TypeFlags.Null));
    let s;
    if (parts.length === 0) s = {};
    else if (parts.every((t) => t.flags & ts.TypeFlags.BooleanLike)) s = { type: 'boolean' };
    else if (parts.every((t) => t.flags & ts.TypeFlags.StringLiteral)) s = { type: 'string', enum: parts.map((t) => t.value).sort() };
    else if (parts.every((t) => t.flags & ts.TypeFlags.NumberLiteral)) s = { type: 'number', enum: parts.map((t) => t.value).sort((a, b) => a - b) };
    else if (parts.some((t) => t.flags & ts.TypeFlags.String) && parts.every((t) => t.flags & ts.TypeFlags.StringLike)) s = { type: 'string' };
    else if (parts.some((t) => t.flags & ts.TypeFlags.Number) && parts.every((t) => t.flags & ts.TypeFlags.NumberLike)) s = { type: 'number' };
    else {
      // `true | false | X` → boolean and X.
      const bools = parts.filter((t) => t.flags & ts.TypeFlags.BooleanLiteral);
      const rest = parts.filter((t) => !(t.flags & ts.TypeFlags.BooleanLiteral));
      const schemas = [...(bools.length ? [{ type: 'boolean' }] : []), ...rest.map((t) => this.schema(t, at))];
      const seen = new Set();
      const unique = schemas.filter((x) => {
        const k = JSON.stringify(x);
        return seen.has(k) ? false : (seen.add(k), true);
      });
      s = unique.length === 1 ? unique[0] : { oneOf: unique };
    }
    if (!nullable) return s;
    if (s.$ref) return { allOf: [s], nullable: true };
    return { ...s, nullable: true };
  }

  object(type, at) {
    const named = this.componentName(type);
    if (named) {
      let name = named.name;
      const prev = this.componentDecl.get(name);
      if (prev && prev !== named.decl) {
        // Same name, another declaration: qualify with the file.
        const file = relative(this.srcDir, named.decl.getSourceFile().fileName).replace(/\.ts$/, '');
        name = `${name}_${file.split(/[/.-]/).map(pascal).join('')}`;
      }
      if (!this.componentDecl.has(name)) {
        this.componentDecl.set(name, named.decl);
        this.components[name] = {}; // placeholder against recursion
        this.components[name] = this.plainObject(type, at);
      }
      return { $ref: `#/components/schemas/${name}` };
    }
    if (this.stack.length > 40) {
      this.problems.push(`${this.where}: too deep at ${this.stack.join('.')}`);
      return {};
    }
    return this.plainObject(type, at);
  }

  plainObject(type, at) {
    const c = this.checker;
    const properties = {};
    const required = [];
    for (const prop of c.getPropertiesOfType(type)) {
      const decl = prop.valueDeclaration ?? prop.declarations?.[0];
      if (decl && (ts.isMethodDeclaration(decl) || ts.isGetAccessorDeclaration(decl) || ts.isMethodSignature(decl))) continue;
      if (
        decl &&
        ts.canHaveModifiers(decl) &&
        ts.getModifiers(decl)?.some((m) => m.kind === ts.SyntaxKind.PrivateKeyword || m.kind === ts.SyntaxKind.ProtectedKeyword)
      )
        continue;
      const pt = c.getTypeOfSymbolAtLocation(prop, at);
      if (c.getSignaturesOfType(pt, ts.SignatureKind.Call).length && !pt.isUnion()) continue;
      this.stack.push(prop.name);
      let s = this.schema(pt, at);
      this.stack.pop();
      const doc = ts.displayPartsToString(prop.getDocumentationComment(c)).trim();
      const example = literalExample(decl);
      if (doc || example !== undefined) {
        if (s.$ref) s = { allOf: [s] };
        else s = { ...s };
        if (doc) s.description = doc;
        if (example !== undefined && !s.enum) s.example = example;
      }
      properties[prop.name] = s;
      const optional = prop.flags & ts.SymbolFlags.Optional || (pt.isUnion() && pt.types.some((t) => t.flags & ts.TypeFlags.Undefined));
      if (!optional) required.push(prop.name);
    }
    const out = { type: 'object', properties };
    if (required.length) out.required = required;
    const index = c.getIndexInfosOfType(type)[0];
    if (index) {
      this.stack.push('[key]');
      out.additionalProperties = this.schema(index.type, at);
      this.stack.pop();
      if (!Object.keys(properties).length) delete out.properties;
    }
    return out;
  }
}

/** `message: 'Saved'` or `message: ok ? 'A' : 'B'` → the (first) literal, as an example. */
function literalExample(decl) {
  if (!decl || !ts.isPropertyAssignment(decl)) return undefined;
  let e = decl.initializer;
  while (ts.isParenthesizedExpression(e) || ts.isAsExpression(e)) e = e.expression;
  if (ts.isConditionalExpression(e)) e = e.whenTrue;
  if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) return e.text;
  return undefined;
}
