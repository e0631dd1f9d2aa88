/** Entry point: read config, compose the runtime, listen, shut down gracefully. */
import { loadConfig } from './config.js';
import { createRuntime } from './runtime.js';

const config = loadConfig();
const runtime = await createRuntime(config);
const { app } = runtime;

await app.listen({ port: config.PORT, host: config.HOST });
app.log.info(`«Выплаты и документы»: ${config.PUBLIC_URL} (${runtime.ctx.database.kind})`);
if (runtime.smtpSandbox) app.log.info(`mailbox of the SMTP sandbox: ${config.PUBLIC_URL}/sandbox/mail`);

let isClosing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (isClosing) return;
    isClosing = true;
    app.log.info(`${signal}: shutting down`);
    runtime
      .close()
      .then(() => process.exit(0))
      .catch((error) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  });
}
