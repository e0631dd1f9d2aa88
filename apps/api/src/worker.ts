/**
 * Entry point of a job worker: the same runtime as the API (database, clients, every module's jobs)
 * without an HTTP listener. Several workers and several API processes (JOB_WORKERS=false) share one
 * PostgreSQL: jobs are claimed with SKIP LOCKED and a dead worker's job is claimed again after
 * JOB_LEASE_SECONDS (docs/scale-out.md).
 */
import { loadConfig } from './config.js';
import { createRuntime } from './runtime.js';

const config = loadConfig({ ...process.env, JOB_WORKERS: 'true' });
if (!config.DATABASE_URL) {
  console.error('Обработчику заданий нужна общая база PostgreSQL: задайте DATABASE_URL');
  process.exit(1);
}
if (config.SANDBOXES && !config.SANDBOX_URL) {
  console.error(
    'Песочницы внешних систем живут в процессе API: задайте SANDBOX_URL, например http://127.0.0.1:3000/sandbox',
  );
  process.exit(1);
}

const runtime = await createRuntime(config);
runtime.app.log.info(`«Выплаты и документы»: обработчик заданий запущен (${config.JOB_CONCURRENCY} одновременно)`);

let isClosing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (isClosing) return;
    isClosing = true;
    runtime
      .close()
      .then(() => process.exit(0))
      .catch(() => process.exit(1));
  });
}
