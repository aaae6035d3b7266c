import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { behaviourEngines, startTestServer } from '../support/server';
import { startSuite, type Suite } from '../support/suite';
import { accounts, apiClient, type Schema } from '../support/api';
import { seedAccounts } from '../../server/seed/accounts';
import { pdfText } from '../support/pdf';

const document = (changes: Partial<Schema<'ReportDocument'>> = {}): Schema<'ReportDocument'> => ({
  title: 'Daily summary',
  period: '2 Mar 2026 – 4 Mar 2026',
  language: 'en',
  totals: [{ label: 'Distance', value: '1,234.5 km' }],
  columns: ['Asset', 'Distance'],
  rows: [['Van 1', '1,234.5 km']],
  ...changes,
});

/** POST /reports/pdf with the caller's token; the answer's bytes, status and type. */
async function print(suite: Suite, token: string, body: unknown) {
  const answer = await fetch(`${suite.server.baseUrl}/api/reports/pdf`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return { status: answer.status, type: answer.headers.get('content-type'), bytes: Buffer.from(await answer.arrayBuffer()) };
}

describe.each(behaviourEngines)('a report printed as PDF, on %s', (engine) => {
  let suite: Suite;
  const tenantName = (persona: 'Viewer' | 'Globex') =>
    [...suite.tenantIds].find(([, id]) => id === suite.users[persona].tenantId)?.[0] as string;

  beforeAll(async () => {
    suite = await startSuite(engine);
  }, 300_000);
  afterAll(() => suite?.server.stop());

  it("answers a PDF under the caller's own tenant name, in English and in Arabic", async () => {
    const english = await print(suite, suite.tokens.Viewer, document());
    expect(english.status).toBe(200);
    expect(english.type).toBe('application/pdf');
    const text = pdfText(english.bytes);
    expect(text).toContain(tenantName('Viewer'));
    expect(text).toContain('1,234.5 km');
    expect(text).not.toContain(tenantName('Globex'));

    const arabic = await print(
      suite,
      suite.tokens.Globex,
      document({ language: 'ar', title: 'ملخص يومي', columns: ['المركبة', 'المسافة'] }),
    );
    expect(arabic.status).toBe(200);
    const arabicText = pdfText(arabic.bytes);
    expect(arabicText).toContain(tenantName('Globex'));
    expect(arabicText).toContain('1,234.5 km');
    expect(arabicText.replace(/\s/g, '')).toMatch(/ملخصيومي|يمويصخلم/);
  }, 60_000);

  it('takes no tenant name from the request', async () => {
    const answer = await suite.api.call<Schema<'ValidationErrors'>>('POST', '/reports/pdf', {
      token: suite.tokens.Viewer,
      body: { ...document(), tenantName: 'Someone else' },
    });
    expect(answer.status).toBe(400);
  });

  it('refuses more rows or cells than it prints with 400, and a body over 1 MB with 413', async () => {
    const tooManyRows = await suite.api.call('POST', '/reports/pdf', {
      token: suite.tokens.Viewer,
      body: document({ rows: Array.from({ length: 5001 }, () => ['Van', '1']) }),
    });
    expect(tooManyRows.status).toBe(400);
    const tooWide = await suite.api.call('POST', '/reports/pdf', {
      token: suite.tokens.Viewer,
      body: document({ rows: [Array.from({ length: 41 }, () => 'x')] }),
    });
    expect(tooWide.status).toBe(400);
    const huge = await print(suite, suite.tokens.Viewer, document({ rows: Array.from({ length: 1200 }, () => ['x'.repeat(900)]) }));
    expect(huge.status).toBe(413);
  });
});

describe('a server without Chromium', () => {
  it('answers 503 with Retry-After, not 500', async () => {
    const server = await startTestServer({ demo: false, config: { chromiumPath: '/nonexistent/chromium' } });
    try {
      await server.context.db.transaction((tx) => seedAccounts(tx));
      const api = apiClient(server.baseUrl);
      const { accessToken } = await api.login(accounts.viewer.email, accounts.viewer.password);
      const answer = await api.call<Schema<'Error'>>('POST', '/reports/pdf', { token: accessToken, body: document() });
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toBe('60');
      expect(answer.body.error).toBe('PDF printing is not available on this server.');
    } finally {
      await server.stop();
    }
  }, 120_000);
});
