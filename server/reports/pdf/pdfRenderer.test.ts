import { afterAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../../tests/support/pdf';
import { createPdfRenderer, PdfUnavailable } from './pdfRenderer';
import type { PrintableReport } from './reportHtml';

const report: PrintableReport = {
  tenantName: 'Acme <Logistics>',
  title: 'تقرير التوقفات',
  period: '2026-03-02 – 2026-03-04',
  language: 'ar',
  totals: [{ label: 'المسافة', value: '1,234.5 km' }],
  columns: ['Asset', 'Place'],
  rows: [
    ['Van 1', '北京站'],
    ['Van 2', null],
  ],
  chartSvg:
    '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="50"><script>alert(1)</script><text x="5" y="20">chart</text></svg>',
};

describe('the report PDF renderer', () => {
  const renderer = createPdfRenderer({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  afterAll(() => renderer.close());

  it('prints the tenant, title, totals and table, Arabic and Chinese included', async () => {
    const pdf = await renderer.render(report);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain('Acme <Logistics>');
    expect(text).toContain('1,234.5 km');
    expect(text).toContain('北京站');
    expect(text).toContain('Van 2');
    // pdftotext writes right-to-left words in visual order: find the letters, not their order.
    expect(text.replace(/\s/g, '')).toMatch(/التوقفات|تافقوتلا/);
  }, 60_000);

  it('prints one report after another in the same browser', async () => {
    const [first, second] = await Promise.all([
      renderer.render({ ...report, language: 'en', title: 'First' }),
      renderer.render({ ...report, language: 'zh', title: '第二' }),
    ]);
    expect(pdfText(first)).toContain('First');
    expect(pdfText(second)).toContain('第二');
  }, 60_000);

  it('says it is unavailable when there is no Chromium', async () => {
    const absent = createPdfRenderer({ executablePath: '/nonexistent/chromium' });
    await expect(absent.render(report)).rejects.toEqual(new PdfUnavailable('absent'));
    await absent.close();
  });
});
