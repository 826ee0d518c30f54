/** What a message is about; the readers open a notice (1) in a dialog and the others from bodyText. */
export const MessageType = {
  notice: 1,
  flow: 2,
  system: 3,
  schedule: 4,
  form: 5,
} as const;

export const MESSAGE_TYPES: readonly number[] = Object.values(MessageType);

/** enabledMark of a message: a notice stays a draft until released; others are created released. */
export const MessageState = { draft: 0, released: 1 } as const;
