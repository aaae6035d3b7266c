import { parseJson } from './parseJson';
import { parseParams } from './parseParams';
import type { ParseResult } from '../ingest/positionReport';

/**
 * Any request a Traccar Client version sends: a JSON body (current client), or parameters in the
 * query string, a form body, or both (older clients, OsmAnd and hardware trackers).
 */
export function parseRequest(url: string, contentType: string | undefined, body: string): ParseResult {
  const query = new URLSearchParams(url.includes('?') ? url.slice(url.indexOf('?') + 1) : '');
  const isJson = contentType?.includes('json') || (!contentType && body.trimStart().startsWith('{'));
  if (isJson && body.trim()) {
    try {
      return parseJson(JSON.parse(body));
    } catch {
      return { problem: 'body: not valid JSON' };
    }
  }
  const params = new URLSearchParams(body);
  for (const [key, value] of query) params.set(key, value);
  return parseParams(params);
}
