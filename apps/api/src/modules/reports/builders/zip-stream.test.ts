/** The archive reports' zip writer: what goes in comes out, and a failing source fails the archive. */
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { type ZipEntry, zipStream } from './zip-stream.js';

async function collect(source: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of source) chunks.push(chunk);
  return Buffer.concat(chunks);
}

describe('zipStream', () => {
  it('writes each entry with its Cyrillic name, its bytes and the Moscow wall-clock time', async () => {
    async function* entries(): AsyncGenerator<ZipEntry> {
      yield {
        name: 'чеки/Чек 1 Иванов.pdf',
        bytes: Buffer.from('%PDF-первый'),
        date: new Date('2026-10-01T21:30:00Z'),
      };
      yield { name: 'Список чеков.xlsx', bytes: Buffer.alloc(200_000, 7), date: new Date('2026-10-02T09:00:00Z') };
    }
    const zip = await JSZip.loadAsync(await collect(zipStream(entries())));
    expect(Object.keys(zip.files)).toEqual(['чеки/Чек 1 Иванов.pdf', 'Список чеков.xlsx']);
    expect(await zip.file('чеки/Чек 1 Иванов.pdf')!.async('string')).toBe('%PDF-первый');
    expect((await zip.file('Список чеков.xlsx')!.async('nodebuffer')).equals(Buffer.alloc(200_000, 7))).toBe(true);
    // 21:30 UTC is 00:30 of the next day in Moscow: the date a person in Moscow expects to see.
    const stamp = zip.files['чеки/Чек 1 Иванов.pdf']!.date;
    expect([stamp.getDate(), stamp.getHours(), stamp.getMinutes()]).toEqual([2, 0, 30]);
  });

  it('a source that fails part way fails the archive with its own error', async () => {
    async function* entries(): AsyncGenerator<ZipEntry> {
      yield { name: 'a.pdf', bytes: Buffer.from('a'), date: new Date() };
      throw new Error('the receipts could not be read');
    }
    await expect(collect(zipStream(entries()))).rejects.toThrow('the receipts could not be read');
  });
});
