/** Public face of the API keys module: who a key's secret stands for (http/require-session.ts asks it). */
export { authenticateApiKey } from './api-key-auth.js';
