/** Renders an offer as PDF with pdfmake; its bundled Roboto has Cyrillic (standard PDF fonts do not). */
import { createRequire } from 'node:module';
import path from 'node:path';
import type { OfferRow } from './offers.repo.js';

const require = createRequire(import.meta.url);
// biome-ignore lint/suspicious/noExplicitAny: pdfmake's server build is untyped CommonJS
const pdfmake: any = require('pdfmake');
const robotoFonts = require('pdfmake/fonts/Roboto.js') as Record<string, Record<string, string>>;
const fontsDir = path.dirname(require.resolve('pdfmake/fonts/Roboto.js'));

pdfmake.setFonts(robotoFonts);
// Documents never reference local files except the fonts: refuse anything else.
pdfmake.setLocalAccessPolicy((file: string) => path.resolve(file).startsWith(fontsDir));

export async function renderOfferPdf(offer: OfferRow): Promise<Buffer> {
  const content = [
    { text: offer.title, style: 'title' },
    { text: `Редакция ${offer.version} от ${offer.publishedAt.toLocaleDateString('ru-RU')}`, margin: [0, 0, 0, 12] },
    ...offer.text.split(/\n{2,}/).map((paragraph) => ({ text: paragraph, margin: [0, 0, 0, 8] })),
  ];
  const doc = pdfmake.createPdf({
    content,
    styles: { title: { fontSize: 16, bold: true, margin: [0, 0, 0, 6] } },
    defaultStyle: { font: 'Roboto', fontSize: 11 },
    info: { title: offer.title },
  });
  return doc.getBuffer();
}
