/**
 * What a message is about: JNPF's message type, numbered as JNPF numbers it. The readers open a
 * notice in a dialog and any other message from its bodyText.
 */
export const MessageType = {
  notice: 1,
  flow: 2,
  system: 3,
  schedule: 4,
  form: 5,
} as const;
export type MessageType = (typeof MessageType)[keyof typeof MessageType];

/** Every message type, in JNPF's order. */
export const MESSAGE_TYPES: readonly MessageType[] = Object.values(MessageType);

/** Whether a number read from outside names a message type. */
export const isMessageType = (value: number): value is MessageType =>
  (MESSAGE_TYPES as readonly number[]).includes(value);
