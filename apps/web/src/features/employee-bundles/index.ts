// What other features show of the contractor's envelopes: the block on /employee/documents.
export { EnvelopesBlock } from './components/envelopes-block';
