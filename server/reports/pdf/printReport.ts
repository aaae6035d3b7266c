import type { Schema } from '../../contract';
import type { Caller } from '../../auth/tenancy';
import type { Queryable } from '../../db/engine';
import { findTenant } from '../../repos/tenants';
import type { PdfRenderer } from './pdfRenderer';

/** The report as PDF under the caller's tenant name, read here: the name is never taken from the request. */
export async function printReport(db: Queryable, pdf: PdfRenderer, caller: Caller, report: Schema<'ReportDocument'>): Promise<Buffer> {
  const tenantName = caller.tenantId ? (await findTenant(db, caller.tenantId)).name : null;
  return pdf.render({ ...report, tenantName });
}
