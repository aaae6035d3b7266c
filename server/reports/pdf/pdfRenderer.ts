import type { Browser, BrowserContext } from 'playwright-core';
import { reportHtml, type PrintableReport } from './reportHtml';

/** Prints reports as PDF; one per server process, closed when it stops. */
export interface PdfRenderer {
  render(report: PrintableReport): Promise<Buffer>;
  close(): Promise<void>;
}

/** Why no PDF was printed: no Chromium on this machine, or too many prints waiting. */
export class PdfUnavailable extends Error {
  constructor(readonly reason: 'absent' | 'busy') {
    super(reason === 'absent' ? 'PDF printing is not available on this server.' : 'Too many PDFs are being printed.');
  }
}

interface Options {
  executablePath: string;
  /** Prints waiting behind the running one; past it PdfUnavailable('busy'). */
  queue?: number;
  timeoutMs?: number;
}

/**
 * Debian's Chromium, headless, prints an HTML page of the report: it shapes Arabic (right to left) and
 * Chinese with the system's fonts. The browser starts on the first print and is reused; one print runs
 * at a time. Pages run no JavaScript and every request they make is refused: the page is our own HTML.
 */
export function createPdfRenderer({ executablePath, queue = 8, timeoutMs = 30_000 }: Options): PdfRenderer {
  let browser: Promise<{ browser: Browser; pages: BrowserContext }> | undefined;
  let turn: Promise<unknown> = Promise.resolve();
  let waiting = 0;

  // One context for every print (a fresh one costs a second on a busy machine); each print has its own page.
  async function launch() {
    // Loaded with the first print: the library takes a second of CPU to load, at every server start otherwise.
    const { chromium } = await import('playwright-core');
    const started = await chromium.launch({
      executablePath,
      headless: true,
      args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update'],
    });
    started.on('disconnected', () => (browser = undefined));
    const pages = await started.newContext({ javaScriptEnabled: false, offline: true });
    await pages.route('**/*', (route) => route.abort());
    return { browser: started, pages };
  }

  const launched = () => {
    browser ??= launch().catch(() => {
      browser = undefined;
      throw new PdfUnavailable('absent');
    });
    return browser;
  };

  async function print(report: PrintableReport): Promise<Buffer> {
    const page = await (await launched()).pages.newPage();
    try {
      page.setDefaultTimeout(timeoutMs);
      await page.setContent(reportHtml(report), { waitUntil: 'load' });
      const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('PDF print timed out.')), timeoutMs).unref());
      return await Promise.race([page.pdf({ format: 'A4', printBackground: true }), timeout]);
    } finally {
      await page.close();
    }
  }

  return {
    render(report) {
      if (waiting > queue) return Promise.reject(new PdfUnavailable('busy'));
      waiting += 1;
      const printed = turn.then(() => print(report));
      turn = printed.catch(() => undefined).finally(() => (waiting -= 1));
      return printed;
    },
    async close() {
      const running = browser;
      browser = undefined;
      await (await running?.catch(() => undefined))?.browser.close();
    },
  };
}
