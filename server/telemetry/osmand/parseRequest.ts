import { parseJson } from './parseJson';
import { parseParams } from './parseParams';
import { refusal, type ParseResult } from '../ingest/positionReport';

/**
 * Any request a Traccar Client version sends: a JSON body (current client), or parameters in the
 * query string, a form body, or both (older clients, OsmAnd and hardware trackers).
 */
export function parseRequest(url: string, contentType: string | undefined, body: string): ParseResult {
  const query = new URLSearchParams(url.includes('?') ? url.slice(url.indexOf('?') + 1) : '');
  const isJson = contentType?.includes('json') || (!contentType && body.trimStart().startsWith('{'));
  if (isJson && body.trim()) {
    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch {
      return refusal('body: not valid JSON', '');
    }
    return parseJson(json);
  }
  if (!body) return parseParams(query);
  // The query's parameters win over the body's of the same name; repeated ones (cell, wifi) all count.
  const queryKeys = new Set(query.keys());
  const params = [...new URLSearchParams(body)].filter(([key]) => !queryKeys.has(key));
  return parseParams([...params, ...query]);
}
