/** A short Russian description of a browser from its User-Agent, for the new-device notification. */

const BROWSERS: readonly [RegExp, string][] = [
  [/YaBrowser\//, 'Яндекс Браузер'],
  [/Edg\//, 'Microsoft Edge'],
  [/OPR\//, 'Opera'],
  [/Firefox\//, 'Firefox'],
  [/Chrome\//, 'Chrome'],
  [/Version\/[\d.]+.*Safari\//, 'Safari'],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

const find = (list: readonly [RegExp, string][], ua: string) => list.find(([pattern]) => pattern.test(ua))?.[1];

export function describeDevice(userAgent: string | null | undefined): string {
  const ua = userAgent ?? '';
  const browser = find(BROWSERS, ua);
  const system = find(SYSTEMS, ua);
  if (browser && system) return `${browser}, ${system}`;
  return browser ?? system ?? 'неизвестное устройство';
}
