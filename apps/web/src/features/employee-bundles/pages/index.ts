// Route modules of the contractor's envelopes, loaded together as one lazy chunk.
export { EmployeeEnvelopePage } from './envelope-page';
