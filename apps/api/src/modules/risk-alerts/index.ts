/**
 * Public face of the company's tax risks (issue 28): `recordRiskAlerts` records an event for the companies
 * concerned and tells each once (in the caller's transaction). The module sits above fns: it asks fns for
 * the facts; the detection itself runs in its jobs.
 */
export { type RiskEvent, recordRiskAlerts } from './risk-alerts.service.js';
