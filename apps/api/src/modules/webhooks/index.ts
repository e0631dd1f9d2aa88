/**
 * Public face of the webhooks module: `emitWebhookEvent` (call it inside the transaction of the change), and the
 * signature's helpers the sandbox, the bench and integrators' docs share.
 */
export { emitWebhookEvent, emitWebhookEvents, type WebhookEventInput } from './webhook-emit.js';
export { webhooksOpenApi } from './webhook-openapi.js';
export { newWebhookSecret, signWebhookPayload, verifyWebhookSignature } from './webhook-signature.js';
