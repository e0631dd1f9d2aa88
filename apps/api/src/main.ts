/** Entry point: read config, compose the runtime, listen, shut down gracefully. */
import { loadConfig } from './config.js';
import { listenOn, PortTakenError } from './lib/ports.js';
import { createRuntime } from './runtime.js';

/** A taken port ends the process with one line, not a stack trace. */
function exitIfPortTaken(error: unknown): never {
  if (!(error instanceof PortTakenError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const config = loadConfig();
const runtime = await createRuntime(config).catch(exitIfPortTaken);
const { app } = runtime;

await listenOn(config.PORT, 'PORT', () => app.listen({ port: config.PORT, host: config.HOST })).catch(exitIfPortTaken);
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
