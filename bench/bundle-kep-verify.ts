/**
 * `npm run bench`, КЭП of a bundle in bulk (issue 27): 1,000 detached CAdES-BES GOST R 34.10-2012 signatures of the
 * company's head (the test PKI over the fixture CA, as document-kep.test.ts makes them), made before anything is
 * measured.
 *   1. In process, no HTTP: each checked with the calls of signatures' `verifySignatureOf` (internal to its module,
 *      so made here through the certificates module's face and lib/signature-crypto) — the check every document of a
 *      bundle's sign_kep gets (signDocumentKep → signWithKep): DOMAIN §6.3 steps 1–7 against the trust store read
 *      from the database, step 8 (whose certificate: the company's head) — one after another;
 *      signatures per second, p50 / p95 of one. On PGlite, and on PostgreSQL with BENCH_DATABASE_URL.
 *   2. End to end on PostgreSQL (BENCH_DATABASE_URL only): a bundle of 1,000 contracts generated from a file
 *      (bench/bundle-data.ts), `GET bundle/{id}/attachments/hash` page by page (100), each document's bytes signed,
 *      then `POST bundle/{id}/sign_kep` with as many signatures as the API's 1 MiB body takes per call, until all
 *      1,000 are signed: the drafts sent, each signature verified and its document signed in its own transaction.
 *   node --import tsx bench/bundle-kep-verify.ts
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --import tsx bench/bundle-kep-verify.ts
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import {
  apiPaths,
  type BundleKepToSignResponse,
  type BundleSignResponse,
  type BundleSignSummary,
  pathWithId,
} from '@vyplaty/contracts';
import type { ActorContext } from '../apps/api/src/context.js';
import { type Database, openDatabase } from '../apps/api/src/db/client.js';
import { toDer, verifyDetachedCades } from '../apps/api/src/lib/signature-crypto/index.js';
import { freshCrl, makeCertificate, signCades } from '../apps/api/src/lib/signature-crypto/test-pki.js';
import {
  cacheCrl,
  certificateOwner,
  refreshAuthorities,
  registeredCertificatesOf,
  trustMaterial,
} from '../apps/api/src/modules/certificates/index.js';
import type { Runtime } from '../apps/api/src/runtime.js';
import { type Engine, openPostgres, percentiles, startApi, type Timing, writeSection } from './bench-support.js';
import { BUNDLE_COMPANY_INN, bundleCompany, contractFile, generatedBundle, uploadedBundle } from './bundle-data.js';
import { ok } from './raw-http.js';

const loadAtStart = os.loadavg()[0]!;
const N = Number(process.env.BENCH_KEP_SIGNATURES ?? 1000);
const WARM_UP = 20;
/** signWithKep's «close to upload» limit (modules/signatures/kep-signing.ts). */
const MAX_SIGNING_AGE_MS = 24 * 60 * 60 * 1000;
/** The API's body limit (app.ts) less room for the JSON around the signatures. */
const BODY_BYTES = 1024 * 1024 - 16 * 1024;
const b = apiPaths.bundles;

const head = makeCertificate({
  fio: 'Иванова Мария Петровна',
  innCompany: BUNDLE_COMPANY_INN,
  organisation: 'ООО Подпись',
});

async function trustTestCa(runtime: Runtime) {
  await refreshAuthorities(runtime.ctx);
  await cacheCrl(runtime.ctx, freshCrl([]));
}

type InProcess = { engine: Engine; n: number; seconds: number; perSecond: number; one: Timing };
type EndToEnd = {
  n: number;
  generateSeconds: number;
  hashSeconds: number;
  signSeconds: number;
  postSeconds: number;
  calls: number;
  /** JSON bytes of one `{document_id, signature}` item, on average. */
  itemBytes: number;
  signed: number;
  failed: number;
};

/** N contents of a PDF's size, each its own, and the head's signature over each (made before measuring). */
const contents = Array.from({ length: N + WARM_UP }, () => new Uint8Array(randomBytes(23 * 1024)));
const madeAt = performance.now();
const signatures = contents.map((c) => signCades(c, head));
console.log(`${contents.length} signatures made in ${((performance.now() - madeAt) / 1000).toFixed(1)} s`);

async function inProcess(database: Database, engine: Engine): Promise<InProcess> {
  const { runtime, baseUrl } = await startApi(database, { KEP_TEST_CA: 'true' });
  try {
    await trustTestCa(runtime);
    const company = await bundleCompany(runtime.ctx.db, baseUrl, 1);
    const ctx: ActorContext = {
      ...runtime.ctx,
      actor: { accountId: company.accountId, sessionId: 'bench', role: 'user', entityId: company.customerId },
    };
    // signatures' verifySignatureOf, call for call (it is not on the module's public face, which the architecture
    // check keeps code outside the modules to): steps 1–7 at now against the trust store, then step 8.
    const verify = async (i: number) => {
      const cms = toDer(signatures[i]!);
      const at = ctx.now();
      const trust = await trustMaterial(ctx);
      const result = verifyDetachedCades({
        signature: cms,
        content: contents[i]!,
        at,
        trustedRoots: trust.roots,
        crls: trust.crls,
        registeredCertificates: await registeredCertificatesOf(ctx, company.accountId),
        maxSigningAgeMs: MAX_SIGNING_AGE_MS,
      });
      const owner = result.signer ? await certificateOwner(ctx, result.signer, at, 'DOCUMENTS') : null;
      const failed = result.steps.find((step) => !step.ok);
      if (failed || !owner?.ok) throw new Error(`bench: refused: ${failed?.reason ?? JSON.stringify(owner)}`);
    };
    for (let i = N; i < N + WARM_UP; i++) await verify(i);
    const times: number[] = [];
    const started = performance.now();
    for (let i = 0; i < N; i++) {
      const t = performance.now();
      await verify(i);
      times.push(performance.now() - t);
    }
    const seconds = (performance.now() - started) / 1000;
    const figure = { engine, n: N, seconds, perSecond: N / seconds, one: percentiles(times) };
    console.log(figure);
    return figure;
  } finally {
    await runtime.close();
  }
}

async function endToEnd(database: Database): Promise<EndToEnd> {
  const { runtime, baseUrl } = await startApi(database, { KEP_TEST_CA: 'true' });
  try {
    await trustTestCa(runtime);
    const { client, people } = await bundleCompany(runtime.ctx.db, baseUrl, N);
    const { id } = await uploadedBundle(client, await contractFile(people), N);
    const generated = await generatedBundle(client, id, 1000);
    const summary = (await ok(client.get<BundleSignSummary>(pathWithId(b.signKep, id)))).body;
    if (summary.documents !== N) throw new Error(`bench: summary ${JSON.stringify(summary)}`);

    // As the web app: the documents' bytes page by page, each signed by the «plug-in».
    const hashStarted = performance.now();
    const items: BundleKepToSignResponse['items'] = [];
    for (let page = 1; items.length < N; page++) {
      const res = await ok(
        client.get<BundleKepToSignResponse>(`${pathWithId(b.attachmentsHash, id)}?page=${page}&page_size=100`),
      );
      if (res.body.items.length === 0) break;
      items.push(...res.body.items);
    }
    const hashSeconds = (performance.now() - hashStarted) / 1000;
    const signStarted = performance.now();
    const signed = items.map((item) => ({
      document_id: item.document_id,
      signature: signCades(new Uint8Array(Buffer.from(item.content!, 'base64')), head),
    }));
    const signSeconds = (performance.now() - signStarted) / 1000;

    // As many signatures a call as the body limit takes.
    const calls: (typeof signed)[] = [[]];
    let size = 0;
    for (const one of signed) {
      const bytes = JSON.stringify(one).length + 1;
      if (size + bytes > BODY_BYTES) {
        calls.push([]);
        size = 0;
      }
      calls.at(-1)!.push(one);
      size += bytes;
    }
    const postStarted = performance.now();
    let ok_ = 0;
    let failed = 0;
    for (const batch of calls) {
      const res = await ok(client.post<BundleSignResponse>(pathWithId(b.signKep, id), { signatures: batch }));
      ok_ += res.body.signed;
      failed += res.body.failed;
      if (res.body.failed > 0) console.log(res.body.items.filter((i) => !i.ok).slice(0, 3));
    }
    const figure: EndToEnd = {
      n: N,
      generateSeconds: generated.seconds,
      hashSeconds,
      signSeconds,
      postSeconds: (performance.now() - postStarted) / 1000,
      calls: calls.length,
      itemBytes: Math.round(signed.reduce((sum, one) => sum + JSON.stringify(one).length, 0) / signed.length),
      signed: ok_,
      failed,
    };
    console.log(figure);
    return figure;
  } finally {
    await runtime.close();
  }
}

const figures: InProcess[] = [];
let e2e: EndToEnd | undefined;
{
  const pglite = await openDatabase({});
  figures.push(await inProcess(pglite, 'PGlite').finally(() => pglite.close()));
}
const serverUrl = process.env.BENCH_DATABASE_URL;
if (serverUrl) {
  for (const run of ['in process', 'end to end'] as const) {
    const { database, drop } = await openPostgres(serverUrl);
    try {
      if (run === 'in process') figures.push(await inProcess(database, 'PostgreSQL'));
      else e2e = await endToEnd(database);
    } finally {
      await database.close();
      await drop();
    }
  }
}
const loadAtEnd = os.loadavg()[0]!;

const line = (f: InProcess) =>
  `| ${f.engine} | ${f.n} | ${f.seconds.toFixed(1)} | ${f.perSecond.toFixed(1)} | ${f.one.p50.toFixed(1)} | ${f.one.p95.toFixed(1)} |`;
const e2eTable = e2e
  ? `
End to end on PostgreSQL, the web app's КЭП path except that it posts one signature a call: a bundle of ${e2e.n} contracts generated from a file
(${e2e.generateSeconds.toFixed(0)} s, bench/bundle-generate.ts's path), the documents' bytes read through
\`GET bundle/{id}/attachments/hash\` (100 a page), each signed by the test «plug-in» in the bench, then
\`POST bundle/{id}/sign_kep\` in ${e2e.calls} call(s), as many signatures each as the API's 1 MiB body limit takes (the
route allows 1,000 a call, but one signature with its certificate and the document id is ${e2e.itemBytes} bytes of
JSON, so ${Math.floor(BODY_BYTES / e2e.itemBytes)} fit in one body). The calls send the drafts first (documents' \`sendForSigning\`), then verify and sign each
document in its own transaction (\`signDocumentKep\`: the check above, locks, evidence, history).

| Documents | attachments/hash, s | signing in the «plug-in», s | sign_kep calls | sign_kep, s | documents/s | signed / refused |
|---|---|---|---|---|---|---|
| ${e2e.n} | ${e2e.hashSeconds.toFixed(1)} | ${e2e.signSeconds.toFixed(1)} | ${e2e.calls} | ${e2e.postSeconds.toFixed(1)} | ${(e2e.signed / e2e.postSeconds).toFixed(1)} | ${e2e.signed} / ${e2e.failed} |

Reading: through the route a document costs ${((e2e.postSeconds * 1000) / e2e.signed).toFixed(0)} ms against ${(1000 / (figures.at(-1)?.perSecond ?? 1)).toFixed(0)} ms for the
check alone (${Math.round((100 * e2e.signed) / (figures.at(-1)?.perSecond ?? 1) / e2e.postSeconds)} %, at the load of that moment); the rest is the drafts' sending, the locks, the evidence
row and the history, one transaction a document. The check itself is three GOST R 34.10-2012 verifications in pure
JavaScript (bench/signature-verify.ts times the crypto core alone); the trust store's and the owner's reads add little.
Every signature here is alike, so the spread between p50 and p95 is the shared cores' load and GC pauses.
`
  : `
The end-to-end figure through \`POST bundle/{id}/sign_kep\` is measured on PostgreSQL only (BENCH_DATABASE_URL).
`;
writeSection(
  'bundle-kep-verify',
  `
### КЭП of a bundle: 1,000 signatures verified (bench/bundle-kep-verify.ts, issue 27)

${N} detached CAdES-BES (GOST R 34.10-2012 256, the company head's certificate from the test PKI over the fixture
CA, each over its own 23 KiB content), made before measuring, then each checked in process (no HTTP) with the calls
of signatures' \`verifySignatureOf\` (made by the bench through the certificates module's face and lib/signature-crypto,
as that function is internal to its module) — what \`POST bundle/{id}/sign_kep\` runs for every document: DOMAIN §6.3 steps 1–7
(digest, signed attributes, signingCertificateV2, chain, CRL, signing time; three GOST R 34.10 checks in pure
JavaScript) against the trust store read from the database, and step 8 (the certificate is the company head's) —
one after another in one thread, after ${WARM_UP} warm-up checks. Load average ${loadAtStart.toFixed(1)} at the start,
${loadAtEnd.toFixed(1)} at the end (${os.cpus().length} cores shared with other agents' work: absolute figures swing with it).

| Engine | Signatures | Wall, s | Per second | One, p50 ms | One, p95 ms |
|---|---|---|---|---|---|
${figures.map(line).join('\n')}
${e2eTable}`,
);
process.exit(0);
