/** What a drop zone takes (SPEC §5 file drop): allowed extensions and a size limit. */
export type FileRules = {
  /** Extensions without the dot, e.g. ['xlsx', 'xml']; compared lowercase. Empty or absent: any format. */
  accept?: readonly string[];
  maxSizeMb?: number;
};

export const FILE_TOO_LARGE_TEXT = 'Превышен максимальный размер файла';
export const FILE_FORMAT_REJECTED_TEXT = 'Недопустимый формат файла';

// "Мб" on screen is read as 2^20 bytes, the way Windows and most file managers count a file's size.
const BYTES_PER_MB = 1024 * 1024;

/** 'XLSX', '.xlsx' → 'xlsx': callers may write the list either way. */
export function normalizeExtension(extension: string): string {
  return extension.trim().replace(/^\./, '').toLowerCase();
}

/** 'Отчёт.2026.XLSX' → 'xlsx'; '' when there is none. As in Node's path.extname, '.env' has no extension. */
export function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? normalizeExtension(fileName.slice(dot + 1)) : '';
}

/** Why the file is refused, in Russian, or null when it passes. Size is checked first, as the spec lists it. */
export function validateDroppedFile(
  file: Pick<File, 'name' | 'size'>,
  { accept, maxSizeMb }: FileRules,
): string | null {
  if (maxSizeMb !== undefined && file.size > maxSizeMb * BYTES_PER_MB) return FILE_TOO_LARGE_TEXT;
  if (accept && accept.length > 0) {
    const extension = fileExtension(file.name);
    if (!extension || !accept.map(normalizeExtension).includes(extension)) return FILE_FORMAT_REJECTED_TEXT;
  }
  return null;
}
