/**
 * pdfmake for the server's printable documents: its bundled Roboto (Cyrillic included), fonts read only
 * from pdfmake's own folder, nothing fetched from the network. (offers, agreements and trust documents
 * set the same up in their own files; new documents use this one.)
 */
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
// biome-ignore lint/suspicious/noExplicitAny: pdfmake's server build is untyped CommonJS
const pdfmake: any = require('pdfmake');
const robotoFonts = require('pdfmake/fonts/Roboto.js') as Record<string, Record<string, string>>;
const fontsDir = path.dirname(require.resolve('pdfmake/fonts/Roboto.js'));

pdfmake.setFonts(robotoFonts);
pdfmake.setLocalAccessPolicy((file: string) => path.resolve(file).startsWith(fontsDir));
pdfmake.setUrlAccessPolicy(() => false);

export const PDF_MIME_TYPE = 'application/pdf';

/** A document definition (pdfmake's content, styles …) rendered with Roboto 10 pt by default. */
export async function renderPdf(
  definition: { content: unknown[]; styles?: Record<string, unknown>; pageOrientation?: 'portrait' | 'landscape' },
  info: { title: string; createdAt: Date },
): Promise<Buffer> {
  const doc = pdfmake.createPdf({
    ...definition,
    styles: { title: { fontSize: 14, bold: true, margin: [0, 0, 0, 6] }, ...definition.styles },
    defaultStyle: { font: 'Roboto', fontSize: 10 },
    info: { title: info.title, creationDate: info.createdAt },
  });
  return doc.getBuffer();
}
