import type { components, paths } from '@/api/generated/api-types.gen';

/** The API's named schemas (apps/api/openapi.json), e.g. `ApiSchemas['CustomerServiceOrder']`. */
export type ApiSchemas = components['schemas'];

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type JsonOf<R> = R extends { content: { 'application/json': infer T } } ? T : never;
type Success<R> = R extends { 200: infer A } ? A : R extends { 201: infer B } ? B : never;
type Operation<P extends keyof paths, M extends Method> = NonNullable<paths[P][M & keyof paths[P]]>;

/** The JSON body of the success answer of `method` on `path`: `ApiAnswer<'/api/me', 'get'>`. */
export type ApiAnswer<P extends keyof paths, M extends Method = 'get'> = Operation<P, M> extends { responses: infer R } ? JsonOf<Success<R>> : never;

/** Its `data`, for the `{ data, … }` answers. */
export type ApiData<P extends keyof paths, M extends Method = 'get'> = ApiAnswer<P, M> extends { data: infer D } ? D : never;

/** The JSON request body of `method` on `path`. */
export type ApiBody<P extends keyof paths, M extends Method> = Operation<P, M> extends { requestBody?: infer B } ? JsonOf<NonNullable<B>> : never;
