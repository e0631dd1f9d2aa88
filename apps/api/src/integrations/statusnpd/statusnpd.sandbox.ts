/**
 * Emulator of the public НПД status check (statusnpd.nalog.ru, DOMAIN.md §3.6) at
 * POST /sandbox/statusnpd/api/v1/tracker/taxpayer_status {inn, requestDate}. It answers from the FNS
 * sandbox's taxpayers (registerFnsSandbox registers it with its state) and limits each IP to
 * `statusnpd_limit_per_minute` calls (POST /sandbox/fns/control; 2 by default), like the real one.
 */
import { innValid } from '@vyplaty/contracts';
import type { FastifyInstance } from 'fastify';
import { type FnsSandboxState, isRegisteredAt } from '../fns/fns.sandbox-state.js';

export const STATUSNPD_LIMITED_MESSAGE =
  'Превышено количество запросов к сервису с одного ip-адреса в единицу времени, пожалуйста, попробуйте позднее';

const WINDOW_MS = 60_000;

export function registerStatusNpdSandbox(app: FastifyInstance, state: FnsSandboxState) {
  app.post('/sandbox/statusnpd/api/v1/tracker/taxpayer_status', async (req, reply) => {
    const now = Date.now();
    const hits = (state.statusNpdHits.get(req.ip) ?? []).filter((t) => now - t < WINDOW_MS);
    if (hits.length >= state.switches.statusNpdLimitPerMinute) {
      state.statusNpdHits.set(req.ip, hits);
      return reply
        .code(422)
        .send({ code: 'taxpayer.status.service.limited.error', message: STATUSNPD_LIMITED_MESSAGE });
    }
    hits.push(now);
    state.statusNpdHits.set(req.ip, hits);

    const body = (req.body ?? {}) as { inn?: unknown; requestDate?: unknown };
    const inn = typeof body.inn === 'string' ? body.inn : '';
    const date = typeof body.requestDate === 'string' ? body.requestDate : '';
    if (!/^\d{12}$/.test(inn) || !innValid(inn) || !/^\d{4}-\d{2}-\d{2}$/.test(date)) {
      return reply.code(422).send({ code: 'validation.failed', message: 'Указан некорректный ИНН' });
    }
    // Registered at any moment of that Moscow day counts: the end of the day.
    const endOfDay = new Date(`${date}T23:59:59.999+03:00`).toISOString();
    const registered = isRegisteredAt(state.taxpayers.get(inn), endOfDay);
    return {
      status: registered,
      message: registered
        ? `${inn} является плательщиком налога на профессиональный доход`
        : `${inn} не является плательщиком налога на профессиональный доход`,
    };
  });
}
