import { z } from 'zod';

// Row ids are PostgreSQL `integer` columns (int4). A larger number sent to the database fails
// there with a 500, so every id a request carries (path, query, body, socket message) is checked
// here first: a whole number from 1 to MAX_ID, else a 400 naming the field.

export const MAX_ID = 2_147_483_647;

type IdMessages = { type: string; whole: string; positive: string; tooLarge: string };

function messagesFor(label: string | { message: string }): IdMessages {
  if (typeof label !== 'string')
    return {
      type: label.message,
      whole: label.message,
      positive: label.message,
      tooLarge: label.message,
    };
  return {
    type: `${label} must be a number`,
    whole: `${label} must be a whole number`,
    positive: `${label} must be a positive number`,
    tooLarge: `${label} must be at most ${MAX_ID}`,
  };
}

/**
 * An id sent as text (a path parameter, a query value, a form field) or as a number: coerced,
 * then bounded. `label` names it in the messages ('Vendor id must be a number'); `{ message }`
 * gives one message for every failure (a form's own words).
 */
export const idParam = (label: string | { message: string }) => {
  const messages = messagesFor(label);
  return z.coerce
    .number({ error: messages.type })
    .int(messages.whole)
    .min(1, messages.positive)
    .max(MAX_ID, messages.tooLarge);
};

/** An id in a JSON body or socket message: a JSON number only, bounded like `idParam`. */
export const idNumber = (label: string | { message: string }) => {
  const messages = messagesFor(label);
  return z
    .number({ error: messages.type })
    .int(messages.whole)
    .min(1, messages.positive)
    .max(MAX_ID, messages.tooLarge);
};
