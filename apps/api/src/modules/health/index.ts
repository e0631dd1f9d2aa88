/** Public face of the health check: nothing is called from other modules; GET /v1/health is its route. */
export {};
