// Zod-free, so a schema that limits a text (an order's note, a card's name) does not build the
// account schemas of auth.ts to say so; auth.ts re-exports it.

/** The message for text over its limit, in the words of the form. */
export const tooLongMessage = (label: string, max: number) =>
  `${label} can be at most ${max} characters`;
