import { committedOpenApiDocument } from './api-docs.js';

type Schema = { $ref?: string; type?: string; format?: string; properties?: Record<string, Schema>; required?: string[]; allOf?: Schema[] };
type Media = { schema?: Schema; example?: unknown };
type Response = { $ref?: string; description?: string; content?: Record<string, Media> };
type Operation = { operationId: string; requestBody?: { content: Record<string, Media> }; responses: Record<string, Response> };

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const doc = committedOpenApiDocument() as unknown as {
  paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>>;
  components: { schemas: Record<string, Schema>; responses: Record<string, Response> };
};
const ops = Object.entries(doc.paths).flatMap(([path, item]) =>
  METHODS.filter((m) => item[m]).map((m) => ({ where: `${m.toUpperCase()} ${path}`, op: item[m]! })),
);
const schemaOf = (s: Schema | undefined): Schema | undefined => (s?.$ref ? doc.components.schemas[s.$ref.split('/').pop()!] : s);
const response = (r: Response): Response => (r.$ref ? doc.components.responses[r.$ref.split('/').pop()!]! : r);

// The committed apps/api/openapi.json (CI regenerates it and fails on any difference: `pnpm openapi:check`).
describe('the OpenAPI document a partner builds on', () => {
  it('describes every operation', () => {
    expect(ops.length).toBeGreaterThan(100);
  });

  it('gives every operation a success answer with a schema and an example (or a file, page or redirect)', () => {
    const missing = ops.filter(({ op }) => {
      const ok = Object.entries(op.responses).find(([s]) => /^2/.test(s))?.[1];
      if (!ok) return !Object.keys(op.responses).some((s) => /^3/.test(s));
      return !Object.values(ok.content ?? {}).some((m) => m.schema && (m.example !== undefined || m.schema.format === 'binary' || m.schema.type === 'string'));
    });
    expect(missing.map((m) => m.where)).toEqual([]);
  });

  it('documents the errors of every operation with the one ErrorResponse body', () => {
    const bad = ops.filter(({ op }) => {
      const errors = Object.entries(op.responses).filter(([s]) => /^[45]/.test(s));
      return !errors.length || errors.some(([, r]) => response(r).content?.['application/json']?.schema?.$ref !== '#/components/schemas/ErrorResponse');
    });
    expect(bad.map((b) => b.where)).toEqual([]);
    expect(doc.components.schemas.ErrorResponse!.required).toEqual(expect.arrayContaining(['statusCode', 'message']));
    expect(Object.keys(doc.components.schemas.ErrorResponse!.properties!)).toEqual(expect.arrayContaining(['statusCode', 'code', 'message', 'errors']));
  });

  it('gives every JSON request body its fields', () => {
    const empty = ops.filter(({ op }) => {
      const s = schemaOf(op.requestBody?.content['application/json']?.schema);
      // A body of one of several shapes (POST /api/rides: pins, or the demonstration's words) has each shape's fields.
      const shapes = (s as { oneOf?: unknown[] } | undefined)?.oneOf?.map((x) => schemaOf(x as never));
      return op.requestBody?.content['application/json'] && !s?.properties && !(shapes?.length && shapes.every((x) => x?.properties));
    });
    expect(empty.map((e) => e.where)).toEqual([]);
  });

  it('describes booking a service: the body, the created order and the refusals', () => {
    const op = doc.paths['/api/service-orders']!.post!;
    const body = schemaOf(op.requestBody!.content['application/json']!.schema)!;
    expect(body.required).toEqual(expect.arrayContaining(['service_vendor_id', 'service_pricing_id', 'deadline', 'requirements']));
    const created = op.responses['201']!.content!['application/json']!;
    expect(created.schema!.properties!.data).toEqual({ $ref: '#/components/schemas/CustomerServiceOrder' });
    expect((created.example as { message: string }).message).toBe('Service request sent successfully! The vendor will respond shortly.');
    expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['401', '403', '422']));
    // The customer's view has no `user`; the vendor's does.
    expect(doc.components.schemas.CustomerServiceOrder!.properties!.user).toBeUndefined();
    expect(doc.components.schemas.VendorServiceOrder!.required).toContain('user');
  });
});
