import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { startSmtpSandbox } from '../integrations/mail/smtp.sandbox.js';
import { listenOn, SMTP_PORT_HINT } from './ports.js';

describe('a port that is taken', () => {
  it('is reported in one Russian line naming the setting to change', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const port = (taken.address() as { port: number }).port;
    try {
      const failure = listenOn(port, 'SMTP_SANDBOX_PORT', () => startSmtpSandbox(port), SMTP_PORT_HINT);
      await expect(failure).rejects.toThrow(
        `Порт ${port} уже занят другой программой: укажите свободный в SMTP_SANDBOX_PORT или 0 — свободный выберется сам`,
      );
    } finally {
      taken.close();
    }
  });
});
