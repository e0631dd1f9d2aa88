/**
 * What a bundle's download, terminate and «make the PDFs again» do to its documents (issue 27 slice 3,
 * docs/decisions/bundles.md «Download, terminate, the bundle's act»): each is the single document's own code,
 * called — the archive's layout (document-download.service.ts), terminate with its rules, history and the
 * contractor's notification (document-signing.service.ts), the generation batch and its job
 * (document-attachments.service.ts). The bundle decides which documents; documents decide what may happen to each.
 */
import type { Document, GenerateAttachmentsResponse } from '@vyplaty/contracts';
import type JSZip from 'jszip';
import type { ActorContext } from '../../context.js';
import { generateAttachments } from './document-attachments.service.js';
import { fillDocumentArchive } from './document-download.service.js';
import { terminateDocument } from './document-signing.service.js';

export const bundleDocumentFiles = {
  /** The document's archive (its PDF, signatures, evidence PDF, appendices, history) written into `folder`. */
  addToArchive: (ctx: ActorContext, id: string, folder: JSZip): Promise<Document> =>
    fillDocumentArchive(ctx, id, folder),
  /** One document terminated in its own transaction (company → contractor → document locked, ADR 009). */
  terminate: (ctx: ActorContext, id: string, reason: string): Promise<Document> => terminateDocument(ctx, id, reason),
  /** The PDFs of up to 1000 drafts / ERROR documents made again (one at once, several by the batch job). */
  generate: (ctx: ActorContext, ids: string[]): Promise<GenerateAttachmentsResponse> => generateAttachments(ctx, ids),
};
