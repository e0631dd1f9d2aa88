/**
 * A port that is taken is reported in one Russian line naming the setting to change, not as a stack
 * trace (another copy of the portal running on the same machine is the usual cause).
 */
export class PortTakenError extends Error {
  constructor(port: number, setting: string, hint = '') {
    super(`Порт ${port} уже занят другой программой: укажите свободный в ${setting}${hint}`);
    this.name = 'PortTakenError';
  }
}

/** Runs `listen`; EADDRINUSE becomes a PortTakenError naming `setting` (and `hint`, if any). */
export async function listenOn<T>(port: number, setting: string, listen: () => Promise<T>, hint = ''): Promise<T> {
  try {
    return await listen();
  } catch (error) {
    if ((error as { code?: string }).code === 'EADDRINUSE') throw new PortTakenError(port, setting, hint);
    throw error;
  }
}

/** The SMTP sandbox may take any free port: nothing outside the portal needs to know it. */
export const SMTP_PORT_HINT = ' или 0 — свободный выберется сам';
