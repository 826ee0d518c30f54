import { MessageType } from '@formwork/schema';
import type { MessageDetail } from './message-api.js';

export const WORKFLOW_DETAIL_PATH = '/workFlowDetail';
export const REPORT_SIGNER_PATH = '/ProjectManagement/ProjectPractice/dsh_result';

/**
 * The words a report-signing request tells its reader ("you are the signer of this report"):
 * such a message goes to the signing page rather than to the workflow.
 */
const SIGNER_PHRASE = /您[是为](?:本|该|此)?(?:份)?(?:报告|報告)?(?:的)?(?:签字|簽字)人/;

/** What opening a message does: show it, go to a page, or nothing at all. */
export type MessageTarget = { kind: 'dialog' } | { kind: 'navigate'; to: string } | { kind: 'none' };

/** Base64 of the text's UTF-8 bytes, as the workflow page decodes its `config`. */
function base64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The workflow page for a message: its body, base64-encoded, in the `config` query. */
export function workflowDetailPath(bodyText: string): string {
  return `${WORKFLOW_DETAIL_PATH}?config=${encodeURIComponent(base64(bodyText))}`;
}

/**
 * The report a signing request is about, when the message is one: its text names the reader as
 * the signer and a hidden input named hiddenValue carries the report's id. The body is parsed,
 * never attached to the page, so nothing in it runs.
 */
export function reportSignerSid(bodyText: string | null | undefined): string | undefined {
  if (!bodyText || typeof DOMParser === 'undefined') return undefined;
  const document = new DOMParser().parseFromString(bodyText, 'text/html');
  if (!SIGNER_PHRASE.test(document.body.textContent ?? '')) return undefined;
  const input = document.querySelector<HTMLInputElement>('input[name="hiddenValue"]');
  const sid = input?.getAttribute('value')?.trim();
  return sid ? sid : undefined;
}

/**
 * Where a message opens: a report-signing request on its signing page; a notice in the viewer
 * dialog; anything else on the workflow page built from its body, and nowhere without one.
 */
export function messageTarget(type: number, detail: Pick<MessageDetail, 'bodyText'>): MessageTarget {
  const sid = reportSignerSid(detail.bodyText);
  if (sid) return { kind: 'navigate', to: `${REPORT_SIGNER_PATH}?sid=${encodeURIComponent(sid)}` };
  if (Number(type) === MessageType.notice) return { kind: 'dialog' };
  if (!detail.bodyText) return { kind: 'none' };
  return { kind: 'navigate', to: workflowDetailPath(detail.bodyText) };
}
