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
  let data: string[] = [];

  const takeLine = (line: string, events: ServerSentEvent[]) => {
    if (line === '') {
      if (data.length > 0) events.push({ type: type || 'message', data: data.join('\n') });
      type = '';
      data = [];
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') type = value;
    else if (field === 'data') data.push(value);
  };

  return (chunk: string): ServerSentEvent[] => {
    const events: ServerSentEvent[] = [];
    const lines = (pending + chunk).split(/\r\n|\n|\r(?!$)/);
    pending = lines.pop() ?? '';
    for (const line of lines) takeLine(line, events);
    return events;
  };
}
