import type { Schema } from '../../contract';

/** What a report PDF shows: the console's (or the scheduled mail's) report, under its tenant's name. */
export interface PrintableReport extends Schema<'ReportDocument'> {
  /** The caller's tenant, read on the server; null for a SysAdmin outside every tenant. */
  tenantName: string | null;
}

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => entities[c]);

// Debian's DejaVu covers Latin and Arabic, WenQuanYi Micro Hei Chinese; Chromium shapes both.
const style = `
  @page { size: A4; margin: 14mm 12mm; }
  body { font-family: 'DejaVu Sans', 'WenQuanYi Micro Hei', sans-serif; font-size: 9pt; color: #111; }
  header p { margin: 0; color: #444; }
  h1 { font-size: 15pt; margin: 2mm 0; }
  dl { display: flex; flex-wrap: wrap; gap: 2mm 8mm; margin: 4mm 0; }
  dl div { display: flex; gap: 2mm; } dt { color: #444; } dd { margin: 0; font-weight: bold; }
  img { display: block; max-width: 100%; max-height: 90mm; margin: 4mm 0; }
  table { border-collapse: collapse; width: 100%; }
  thead { display: table-header-group; } tr { break-inside: avoid; }
  th, td { border-bottom: 0.5pt solid #bbb; padding: 1mm 1.5mm; vertical-align: top; }
  th { background: #eee; }
  /* Each text takes its direction from its own letters: a Latin name in an Arabic report keeps its brackets. */
  p, h1, dt, dd, th, td { unicode-bidi: plaintext; text-align: left; }
  html[dir='rtl'] :is(p, h1, dt, dd, th, td) { text-align: right; }
`;

/**
 * The report as one HTML page for Chromium to print. Every text is escaped; the chart is an SVG drawn
 * as an image, which runs no script and loads nothing.
 */
export function reportHtml(report: PrintableReport): string {
  const dir = report.language === 'ar' ? 'rtl' : 'ltr';
  const totals = report.totals?.length
    ? `<dl>${report.totals.map((t) => `<div><dt>${escape(t.label)}</dt><dd>${escape(t.value)}</dd></div>`).join('')}</dl>`
    : '';
  const chart = report.chartSvg ? `<img alt="" src="data:image/svg+xml;base64,${Buffer.from(report.chartSvg).toString('base64')}">` : '';
  const head = report.columns.map((column) => `<th>${escape(column)}</th>`).join('');
  const body = report.rows.map((row) => `<tr>${row.map((cell) => `<td>${escape(cell ?? '')}</td>`).join('')}</tr>`).join('');
  return `<!doctype html><html lang="${report.language}" dir="${dir}"><head><meta charset="utf-8"><title>${escape(report.title)}</title><style>${style}</style></head><body>
<header>${report.tenantName ? `<p>${escape(report.tenantName)}</p>` : ''}<h1>${escape(report.title)}</h1><p>${escape(report.period)}</p></header>
${totals}${chart}<table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table></body></html>`;
}
