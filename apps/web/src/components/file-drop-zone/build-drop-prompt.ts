import { type FileRules, normalizeExtension } from './validate-dropped-file';

/**
 * SPEC §5: 'Загрузите файл в формате .ext/.ext не более N Мб'; the format part only when formats are
 * set, the size part only when a limit is.
 */
export function buildDropPrompt({ accept, maxSizeMb }: FileRules): string {
  const parts = ['Загрузите файл'];
  const extensions = (accept ?? []).map(normalizeExtension);
  if (extensions.length > 0) parts.push(`в формате ${extensions.map((ext) => `.${ext}`).join('/')}`);
  if (maxSizeMb !== undefined) parts.push(`не более ${maxSizeMb.toLocaleString('ru-RU')} Мб`);
  return parts.join(' ');
}
