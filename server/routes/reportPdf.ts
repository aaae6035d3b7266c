import type { RouteModule } from '../http/operations';
import { callerOf } from '../auth/guard';
import { HttpError } from '../http/errors';
import { PdfUnavailable } from '../reports/pdf/pdfRenderer';
import { printReport } from '../reports/pdf/printReport';

/** A report the console already shows, printed as PDF under the caller's tenant name. */
export const reportPdfRoutes: RouteModule = ({ db, pdf }) => ({
  async renderReportPdf(request, reply) {
    try {
      const printed = await printReport(db, pdf, callerOf(request), request.body);
      return reply.type('application/pdf').send(printed);
    } catch (error) {
      if (!(error instanceof PdfUnavailable)) throw error;
      // Busy clears within seconds; an absent Chromium needs an administrator, asked again in a minute.
      throw new HttpError(503, { error: error.message }, { 'retry-after': error.reason === 'busy' ? '5' : '60' });
    }
  },
});
