/** enabledMark of a message: a notice stays a draft until released; others are created released. */
export const MessageState = { draft: 0, released: 1 } as const;
