/**
 * A zip written as its entries come (docs/decisions/reports-archives-and-page.md «The zip»), by `archiver`: the next
 * entry is handed over only when the previous one has been compressed into the output, and the output flows only as
 * fast as the storage takes it, so an archive of a year's receipts never sits in memory whole (jszip reads every
 * entry before writing any). UTF-8 names; ZIP64 when an archive passes 4 GB or 65,535 entries; entry times are the
 * Moscow wall clock whatever the server's time zone.
 */
import { once } from 'node:events';
import archiver from 'archiver';

export type ZipEntry = { name: string; bytes: Uint8Array; date: Date };

const MOSCOW_OFFSET_MINUTES = 180;

/** A Date whose local fields (what the zip's DOS time is made of) read the Moscow wall clock of `at`. */
const moscowWallClock = (at: Date) =>
  new Date(at.getTime() + (MOSCOW_OFFSET_MINUTES + at.getTimezoneOffset()) * 60_000);

/** The zip's bytes, chunk by chunk, as `entries` yields its files. A failing source fails the stream with its error. */
export async function* zipStream(entries: AsyncIterable<ZipEntry>): AsyncGenerator<Buffer> {
  const archive = archiver('zip', { zlib: { level: 6 } });
  let failure: unknown;
  const feeding = (async () => {
    for await (const file of entries) {
      const added = once(archive, 'entry');
      archive.append(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength), {
        name: file.name,
        date: moscowWallClock(file.date),
      });
      await added;
    }
    await archive.finalize();
  })().catch((error: unknown) => {
    // Handed to the reader below: the archive stops with the source's error, which is thrown to the caller.
    failure = error;
    archive.destroy(error as Error);
  });
  try {
    for await (const chunk of archive) yield chunk as Buffer;
  } catch (error) {
    if (!failure) throw error;
  }
  await feeding;
  if (failure) throw failure;
}
