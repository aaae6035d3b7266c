import { execFileSync } from 'node:child_process';

/** The text of a PDF as poppler's pdftotext reads it (Debian's poppler-utils, installed by .ci/run). */
export const pdfText = (pdf: Buffer | Uint8Array) => execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString();
