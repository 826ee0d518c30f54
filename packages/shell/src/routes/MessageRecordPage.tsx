import { MessageCentre } from '../messages/MessageCentre.js';

/** /messageRecord: the message centre, fetched when first visited. */
export function MessageRecordPage() {
  return <MessageCentre />;
}
