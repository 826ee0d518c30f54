import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database.js';
import type { EventBus } from '../../realtime/bus.js';
import { checkMessageContent } from './content.js';
import { MessageState } from './message-types.js';
import { addRecipients } from './recipients.js';

export interface Delivery {
  userIds: readonly string[];
  title: string;
  bodyText?: string;
  /** 2 flow, 3 system, 4 schedule, 5 form; 1 (notice) opens in the readers' dialog. */
  type: number;
  /** The user it comes from; left out, the message is signed as the system's. */
  creatorUserId?: string;
}

/**
 * Puts a released message into these users' inboxes, for any domain that notifies people (a flow
 * step waiting, a schedule reminder). The message and all its recipients are stored together or
 * not at all; only then are the recipients' sockets told, so a push never names a message that
 * is not there. Ids of users that do not exist are skipped. Answers the message's id and how
 * many users received it.
 */
export async function deliverMessage(
  db: Db,
  bus: EventBus,
  delivery: Delivery,
): Promise<{ messageId: string; recipients: number }> {
  const content = checkMessageContent(delivery);
  const messageId = randomUUID();
  const wanted = [...new Set(delivery.userIds)];
  const recipients = await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('message')
      .values({
        id: messageId,
        ...content,
        type: delivery.type,
        enabledMark: MessageState.released,
        creatorUserId: delivery.creatorUserId ?? null,
        lastModifyUserId: delivery.creatorUserId ?? null,
      })
      .execute();
    return addRecipients(trx, messageId, { userIds: wanted });
  });
  if (recipients.length > 0)
    await bus.publish({
      kind: 'messagePush',
      userIds: recipients,
      messageId,
      messageType: delivery.type,
      title: content.title,
    });
  return { messageId, recipients: recipients.length };
}
