import { describe, expect, it } from 'vitest';
import { backoffDelay } from './liveConnection';
import { createSseParser } from './sseParser';

describe('createSseParser', () => {
  it('reads typed events and skips comments', () => {
    const parse = createSseParser();
    expect(parse(': keep-alive\n\nevent: position\ndata: {"a":1}\n\nevent: alert\ndata: {"b":2}\n\n')).toEqual([
      { type: 'position', data: '{"a":1}' },
      { type: 'alert', data: '{"b":2}' },
    ]);
  });

  it('joins events split across chunks anywhere, CRLF included', () => {
    const parse = createSseParser();
    expect(parse('event: posi')).toEqual([]);
    expect(parse('tion\r')).toEqual([]);
    expect(parse('\ndata: x\r\n')).toEqual([]);
    expect(parse('\r\n')).toEqual([{ type: 'position', data: 'x' }]);
  });

  it('joins multi-line data and defaults the type to message', () => {
    expect(createSseParser()('data: a\ndata: b\n\n')).toEqual([{ type: 'message', data: 'a\nb' }]);
  });
});

describe('backoffDelay', () => {
  it('doubles from one second up to thirty, less a random spread', () => {
    expect([0, 1, 2, 3, 10].map((n) => backoffDelay(n, () => 0))).toEqual([1000, 2000, 4000, 8000, 30_000]);
    expect(backoffDelay(0, () => 1)).toBe(800);
  });
});
