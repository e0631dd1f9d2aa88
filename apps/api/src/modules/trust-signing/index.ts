/** Public face of trust-signing: nothing is called from outside; its routes are its whole surface. */
export {};
