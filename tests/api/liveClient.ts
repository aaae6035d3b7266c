/** One server-sent event of GET /api/live (or of a shared link's stream). */
export interface SseEvent {
  event: string;
  data: Record<string, unknown>;
}

/**
 * A console's side of the live stream, read with fetch (as the console does, to send the bearer
 * header); without a token, the public stream of a shared link at `path`. `next` waits for the first event matching a predicate, in arrival order.
 */
export async function openLiveStream(baseUrl: string, token: string | null, path = '/api/live') {
  const controller = new AbortController();
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const response = await fetch(`${baseUrl}${path}`, { headers, signal: controller.signal });
  const received: SseEvent[] = [];
  const comments: string[] = [];
  let wake: () => void = () => {};
  let ended = false;

  const parse = (block: string) => {
    const lines = block.split('\n');
    comments.push(...lines.filter((line) => line.startsWith(':')));
    const event = lines.find((line) => line.startsWith('event: '))?.slice(7);
    const data = lines.find((line) => line.startsWith('data: '))?.slice(6);
    if (event && data) received.push({ event, data: JSON.parse(data) });
  };

  void (async () => {
    const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      while (reader) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          parse(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
        }
        wake();
      }
    } catch {
      // aborted by close()
    }
    ended = true;
    wake();
  })();

  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    received,
    comments,
    get ended() {
      return ended;
    },
    /** Resolves with the first received event matching, waiting up to timeoutMs. */
    async next(match: (event: SseEvent) => boolean, timeoutMs = 10_000): Promise<SseEvent> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = received.find(match);
        if (found) return found;
        if (ended || Date.now() > deadline) throw new Error(`no matching live event; received ${JSON.stringify(received)}`);
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, 100);
        });
      }
    },
    close: () => controller.abort(),
  };
}

export type LiveStream = Awaited<ReturnType<typeof openLiveStream>>;
