/** passport-jwt's verifier: checks a token's signature and claims with `key` and `options`, then calls `done`. */
export type JwtVerifier = (token: string, key: unknown, options: object, done: (err: Error | null, payload?: unknown) => void) => void;

/**
 * `verify`, remembering for each key the tokens it accepted: a token seen again is answered from memory while
 * its `exp` is in the future (a token is immutable: the same string, signed with the same key, verifies the
 * same way until it expires). A token not remembered, or expired, goes to `verify` again, so expiry and
 * every refusal work as before. Logout, password changes and blocking are not affected: those are checked on
 * every request against the database, after this. At most `max` tokens per key (the oldest go first).
 *
 * The signature check, claim checks and JSON parsing of `jsonwebtoken` were about a twentieth of the API's CPU
 * on an authenticated write (docs/performance.md).
 */
export function rememberingVerifier(verify: JwtVerifier, { max = 10_000, now = () => Date.now() } = {}): JwtVerifier {
  const accepted = new WeakMap<object, Map<string, Readonly<{ exp: number }>>>();
  return (token, key, options, done) => {
    const byKey = typeof key === 'object' && key !== null ? accepted.get(key) : undefined;
    const claims = byKey?.get(token);
    if (claims && now() < claims.exp * 1000) return done(null, claims);
    verify(token, key, options, (err, payload) => {
      const exp = (payload as { exp?: unknown } | undefined)?.exp;
      if (!err && typeof exp === 'number' && typeof key === 'object' && key !== null) {
        let tokens = accepted.get(key);
        if (!tokens) accepted.set(key, (tokens = new Map()));
        tokens.delete(token);
        if (tokens.size >= max) tokens.delete(tokens.keys().next().value!);
        tokens.set(token, Object.freeze(payload as { exp: number }));
        return done(null, tokens.get(token));
      }
      done(err, payload);
    });
  };
}
