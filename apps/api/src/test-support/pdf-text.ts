/** The text of a PDF the server rendered (pdf.js through unpdf), pages joined: what a reader sees. */
import { extractText, getDocumentProxy } from 'unpdf';

export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  // pdfmake breaks long lines: compare on single spaces.
  return text.replace(/\s+/g, ' ');
}
