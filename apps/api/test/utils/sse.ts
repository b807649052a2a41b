/** A Server-Sent Events reader for tests (fetch-based, as a partner's client would read GET /api/live). */
export interface SseFrame {
  id?: string;
  event: string;
  data: Record<string, unknown>;
  at: number;
}

export interface SseStream {
  status: number;
  headers: Headers;
  frames: SseFrame[];
  comments: string[];
  /** The first frame after `from` (index) matching `pred`, waiting up to `ms`. */
  next(pred: (f: SseFrame) => boolean, ms?: number, from?: number): Promise<SseFrame>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

export async function openSse(url: string, headers: Record<string, string> = {}): Promise<SseStream> {
  const abort = new AbortController();
  const res = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: abort.signal });
  const frames: SseFrame[] = [];
  const comments: string[] = [];
  const waiters = new Set<() => void>();
  let endedResolve!: () => void;
  const ended = new Promise<void>((r) => (endedResolve = r));
  if (res.ok && res.body) {
    void (async () => {
      const reader = res.body!.getReader();
      const decoder = new TextDecoder();
      let buf = '';
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          buf += decoder.decode(value, { stream: true });
          let cut: number;
          while ((cut = buf.indexOf('\n\n')) >= 0) {
            const block = buf.slice(0, cut);
            buf = buf.slice(cut + 2);
            const frame: Partial<SseFrame> = {};
            for (const line of block.split('\n')) {
              if (line.startsWith(':')) comments.push(line.slice(1).trim());
              else if (line.startsWith('id: ')) frame.id = line.slice(4);
              else if (line.startsWith('event: ')) frame.event = line.slice(7);
              else if (line.startsWith('data: ')) frame.data = JSON.parse(line.slice(6));
            }
            if (frame.event) frames.push({ ...(frame as SseFrame), at: Date.now() });
            waiters.forEach((w) => w());
          }
        }
      } catch {
        /* aborted */
      }
      endedResolve();
      waiters.forEach((w) => w());
    })();
  } else endedResolve();
  const next = (pred: (f: SseFrame) => boolean, ms = 5000, from = 0) =>
    new Promise<SseFrame>((resolve, reject) => {
      const check = () => {
        const found = frames.slice(from).find(pred);
        if (found) {
          clearTimeout(timer);
          waiters.delete(check);
          resolve(found);
        }
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`no matching event within ${ms} ms; got ${JSON.stringify(frames.map((f) => [f.id, f.event, f.data]))}`));
      }, ms);
      waiters.add(check);
      check();
    });
  return { status: res.status, headers: res.headers, frames, comments, next, ended, close: () => abort.abort() };
}
