import { cookieValue, QueueBoardTokens } from './queue-board-tokens.js';

describe('queue board tokens', () => {
  const tokens = new QueueBoardTokens('x'.repeat(40));

  it('a link opens for its minute, for its kind only', () => {
    const { token } = tokens.sign('link', 7, 60, 1_000_000);
    expect(tokens.verify(token, 'link', 1_000_000 + 59_000)).toEqual({ kind: 'link', adminId: 7, exp: 1060 });
    expect(tokens.verify(token, 'link', 1_000_000 + 60_000)).toBeNull();
    expect(tokens.verify(token, 'session', 1_000_000)).toBeNull();
  });

  it('refuses a changed or foreign token', () => {
    const { token } = tokens.sign('session', 7, 600);
    const [body, mac] = token.split('.');
    const other = Buffer.from(JSON.stringify({ k: 'session', a: 1, e: 9_999_999_999 })).toString('base64url');
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
