import { cookieValue, QueueBoardTokens } from './queue-board-tokens.js';

describe('queue board tokens', () => {
  const tokens = new QueueBoardTokens('x'.repeat(40));
  const claims = { adminId: 7, jti: '5f0c1a52-3c4e-4d8e-9a43-0b8a0f6b2d11', sv: 2, until: 9_999_999_999 };

  it('a link opens for its minute, for its kind only, and carries its own id and the admin session it came from', () => {
    const { token } = tokens.sign('link', { ...claims, id: 'link-1' }, 60, 1_000_000);
    expect(tokens.verify(token, 'link', 1_000_000 + 59_000)).toEqual({ kind: 'link', ...claims, id: 'link-1', exp: 1060 });
    expect(tokens.verify(token, 'link', 1_000_000 + 60_000)).toBeNull();
    expect(tokens.verify(token, 'session', 1_000_000)).toBeNull();
    // A link without an id of its own could not be used only once.
    expect(tokens.verify(tokens.sign('link', claims, 60).token, 'link')).toBeNull();
  });

  it('a session ends no later than the admin token it came from', () => {
    expect(tokens.sign('session', { ...claims, until: 1_100 }, 1800, 1_000_000).exp).toBe(1_100);
    expect(tokens.sign('session', claims, 1800, 1_000_000).exp).toBe(2_800);
  });

  it('refuses a changed or foreign token', () => {
    const { token } = tokens.sign('session', claims, 600);
    const [body, mac] = token.split('.');
    const other = Buffer.from(JSON.stringify({ k: 'session', a: 1, j: claims.jti, v: 0, u: 9_999_999_999, e: 9_999_999_999 })).toString('base64url');
    expect(tokens.verify(`${other}.${mac}`, 'session')).toBeNull();
    // One character of the signature changed (to a different one: a signature may itself start with 'x').
    const changed = `${mac![0] === 'x' ? 'y' : 'x'}${mac!.slice(1)}`;
    expect(tokens.verify(`${body}.${changed}`, 'session')).toBeNull();
    expect(new QueueBoardTokens('y'.repeat(40)).verify(token, 'session')).toBeNull();
    expect(tokens.verify(undefined, 'session')).toBeNull();
  });

  it('reads one cookie from the header', () => {
    expect(cookieValue('a=1; oja_queues=abc.def; b=2', 'oja_queues')).toBe('abc.def');
    expect(cookieValue('a=1', 'oja_queues')).toBeUndefined();
  });
});
