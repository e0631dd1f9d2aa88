/** Public face of the history module: write an event in the business transaction, read one entity's history. */
export type { HistoryEventRow, HistoryOwner, HistoryQuery } from './history.repo.js';
export { selectHistory } from './history.repo.js';
export type { HistoryEventInput } from './record-history-event.js';
export { recordHistoryEvent, recordHistoryEvents } from './record-history-event.js';
