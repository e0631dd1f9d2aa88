/**
 * Emulator of the accredited CAs' registry of e-trust.gosuslugi.ru (DOMAIN.md §6.8) for the trust
 * store's refresh job, at the real path:
 *   GET  /sandbox/e-trust/app/scc/portal/api/v1/portal/ca/getxml — the TSL XML: the GOST test CA of the
 *        fixtures «Действует», its key with the CRL address below;
 *   GET  /sandbox/e-trust/crl/test-ca.crl — that CA's CRL (DER), signed with its key, fresh for a week,
 *        listing what was revoked here;
 *   GET  /sandbox/e-trust/cdp/test-ca.crl — the same CRL at an address the TSL never lists: the one a
 *        certificate names in its CRL Distribution Points (test PKI `makeCertificate`'s option);
 *   POST /sandbox/e-trust/control/revoke {certificate} — revoke a certificate of the test CA (base64 DER
 *        or PEM) as of now, as its CA would;
 *   POST /sandbox/e-trust/control/tsl-crl {listed: false} — the TSL lists the CA without CRL addresses
 *        (as some CAs' entries are), so its CRL is found only through the distribution points;
 *   POST /sandbox/e-trust/control/reset — none revoked, the address listed again.
 * The test CA's key is public, so the trust store takes this root only with KEP_TEST_CA (never in
 * production), whichever source lists it.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parseCertificate } from '../../lib/signature-crypto/der.js';
import { CA, makeCrl } from '../../lib/signature-crypto/test-pki.js';
import { SANDBOX_CDP_PATH, SANDBOX_TSL_PATH } from './e-trust.js';

const CRL_PATH = '/sandbox/e-trust/crl/test-ca.crl';
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function tslXml(crlUrl: string | null): string {
  const der = Buffer.from(parseCertificate(CA).toSchema().toBER()).toString('base64');
  return `<?xml version="1.0" encoding="utf-8"?>
<АккредитованныеУдостоверяющиеЦентры>
  <Версия>1</Версия>
  <УдостоверяющийЦентр>
    <Название>Тестовый УЦ ГОСТ</Название>
    <СтатусАккредитации><Статус>Действует</Статус></СтатусАккредитации>
    <ПрограммноАппаратныеКомплексы>
      <ПрограммноАппаратныйКомплекс>
        <Псевдоним>Песочница</Псевдоним>
        <КлючиУполномоченныхЛиц>
          <Ключ>
            ${crlUrl === null ? '' : `<АдресаСписковОтзыва><Адрес>${escapeXml(crlUrl)}</Адрес></АдресаСписковОтзыва>`}
            <Сертификаты>
              <ДанныеСертификата><Данные>${der}</Данные></ДанныеСертификата>
            </Сертификаты>
          </Ключ>
        </КлючиУполномоченныхЛиц>
      </ПрограммноАппаратныйКомплекс>
    </ПрограммноАппаратныеКомплексы>
  </УдостоверяющийЦентр>
</АккредитованныеУдостоверяющиеЦентры>`;
}

const serialOf = (certificate: string) =>
  Buffer.from(parseCertificate(certificate).serialNumber.valueBlock.valueHexView).toString('hex');

export function registerETrustSandbox(app: FastifyInstance) {
  const revoked = new Map<string, Date>();
  let crlListed = true;

  app.get(`/sandbox/${SANDBOX_TSL_PATH}`, async (req, reply) => {
    const origin = `${req.protocol}://${req.headers.host ?? req.hostname}`;
    return reply.type('application/xml; charset=utf-8').send(tslXml(crlListed ? `${origin}${CRL_PATH}` : null));
  });

  const crl = async (_req: FastifyRequest, reply: FastifyReply) => {
    const now = Date.now();
    const der = makeCrl({
      thisUpdate: new Date(now - 60_000),
      nextUpdate: new Date(now + WEEK_MS),
      revoked: [...revoked].map(([serialHex, at]) => ({ serialHex, at })),
    });
    return reply.type('application/pkix-crl').send(Buffer.from(der));
  };
  app.get(CRL_PATH, crl);
  app.get(`/sandbox/${SANDBOX_CDP_PATH}`, crl);

  app.post('/sandbox/e-trust/control/revoke', async (req, reply) => {
    const certificate = (req.body as { certificate?: unknown } | undefined)?.certificate;
    let serial: string;
    try {
      if (typeof certificate !== 'string') throw new Error('no certificate');
      serial = serialOf(certificate);
    } catch {
      return reply.code(400).send({ error_message: 'Передайте сертификат (base64 DER или PEM)' });
    }
    revoked.set(serial, new Date(Date.now() - 1000));
    return { serial, revoked: revoked.size };
  });

  app.post('/sandbox/e-trust/control/tsl-crl', async (req) => {
    crlListed = (req.body as { listed?: unknown } | undefined)?.listed !== false;
    return { listed: crlListed };
  });

  app.post('/sandbox/e-trust/control/reset', async () => {
    revoked.clear();
    crlListed = true;
    return { revoked: 0 };
  });
}
