export interface ServerSentEvent {
  type: string;
  data: string;
}

/**
 * An incremental text/event-stream parser: feed it chunks as they arrive (they may split lines
 * anywhere); it returns the events completed by each chunk. Comments and ids are skipped.
 */
export function createSseParser() {
  let pending = '';
  let type = '';
  let data: string | null = null;

  // Called for every line of a stream of many thousand events a second: no regular expressions.
  const takeLine = (line: string, events: ServerSentEvent[]) => {
    if (line === '') {
      if (data !== null) events.push({ type: type || 'message', data });
      type = '';
      data = null;
      return;
    }
    const colon = line.indexOf(':');
    if (colon === 0) return;
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(line.charCodeAt(colon + 1) === 32 ? colon + 2 : colon + 1);
    if (field === 'event') type = value;
    else if (field === 'data') data = data === null ? value : `${data}\n${value}`;
  };

  return (chunk: string): ServerSentEvent[] => {
    const events: ServerSentEvent[] = [];
    const text = pending + chunk;
    const lines = text.includes('\r') ? text.split(/\r\n|\n|\r(?!$)/) : text.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) takeLine(line, events);
    return events;
  };
}
