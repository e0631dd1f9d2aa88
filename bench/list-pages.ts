/**
 * How the list benches time a list (contractors, payouts, tasks): a case's first page, and its last full page
 * ("deep") read with the cursor of the page before it, as the web app asks for the next page. The deep page is
 * found once; then first and deep requests alternate, so a change in the machine's load weighs on both alike.
 */
import { percentiles, type Timing, timed } from './bench-support.js';

export type PageFigure = { name: string; found: number; deepPage: number; first: Timing; deep: Timing | undefined };

type Paged = { page?: number; page_size?: number; after?: string };
type Page = { items: unknown[]; totalCount: number; next_cursor?: string | null };

export async function measureFirstAndDeep<R extends Paged>(
  name: string,
  list: (body: R) => Promise<{ body: Page }>,
  body: R,
  { pageSize, n }: { pageSize: number; n: number },
): Promise<PageFigure> {
  const firstPage = { ...body, page: 1, page_size: pageSize };
  const found = (await list(firstPage)).body.totalCount;
  const deepPage = Math.floor(found / pageSize);
  let deepRequest: R | undefined;
  if (deepPage >= 2) {
    const before = await list({ ...body, page: deepPage - 1, page_size: pageSize });
    const after = before.body.next_cursor;
    if (!after) throw new Error(`bench: no cursor after page ${deepPage - 1} of ${name}`);
    deepRequest = { ...body, page: deepPage, page_size: pageSize, after };
    if ((await list(deepRequest)).body.items.length !== pageSize)
      throw new Error(`bench: deep page of ${name} is short`);
  }
  const firstTimes: number[] = [];
  const deepTimes: number[] = [];
  for (let i = 0; i < n; i++) {
    firstTimes.push(await timed(() => list(firstPage)));
    if (deepRequest) deepTimes.push(await timed(() => list(deepRequest)));
  }
  return {
    name,
    found,
    deepPage,
    first: percentiles(firstTimes),
    deep: deepRequest ? percentiles(deepTimes) : undefined,
  };
}

/** deep / first of the medians, as the tables print it. */
export const deepRatio = (f: PageFigure | undefined) => (f?.deep ? (f.deep.p50 / f.first.p50).toFixed(2) : '—');
/** The worst p95 of first and deep pages. */
export const worstP95 = (figures: PageFigure[] | undefined) =>
  figures ? Math.max(...figures.flatMap((f) => [f.first.p95, f.deep?.p95 ?? 0])).toFixed(1) : '—';
/** The worst deep / first ratio. */
export const worstRatio = (figures: PageFigure[] | undefined) =>
  figures ? Math.max(...figures.map((f) => (f.deep ? f.deep.p50 / f.first.p50 : 0))).toFixed(2) : '—';
