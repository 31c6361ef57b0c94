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

// An id in text is digits only: '+5', '1.0', '1e3', '0x10' or ' 5' never read as another id.
const ID_TEXT = /^[1-9]\d*$/;
const NUMBER_LIKE_TEXT = /^\s*[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?\s*$|^\s*0x[\da-f]+\s*$/i;

/** Why `input` is not an id, in the words of `messages`. */
function idProblem(input: unknown, messages: IdMessages): string {
  if (typeof input === 'string') {
    if (/^-?\d+$/.test(input)) {
      const value = Number(input);
      if (value < 1) return messages.positive;
      return value > MAX_ID ? messages.tooLarge : messages.whole;
    }
    return NUMBER_LIKE_TEXT.test(input) ? messages.whole : messages.type;
  }
  if (typeof input !== 'number' || Number.isNaN(input)) return messages.type;
  if (!Number.isInteger(input)) return messages.whole;
  return input < 1 ? messages.positive : messages.tooLarge;
}

/** An id sent as a JSON number: a whole number from 1 to MAX_ID. */
export const idNumber = (label: string | { message: string }) => {
  const messages = messagesFor(label);
  const error = (issue: { input?: unknown }) => idProblem(issue.input, messages);
  // one message per id: a fraction stops at `int`; 0 and MAX_ID + 1 fail one bound each and do
  // not abort, so a form's other checks (its date order, say) still run beside them
  return z.number({ error }).int({ error, abort: true }).min(1, { error }).max(MAX_ID, { error });
};

/**
 * An id sent as text (a path parameter, a query value, a form field) or as a JSON number, bounded
 * like `idNumber`. Text must be plain digits. `label` names it in the messages ('Vendor id must
 * be a number'); `{ message }` gives one message for every failure (a form's own words).
 */
export const idParam = (label: string | { message: string }) => {
  const messages = messagesFor(label);
  const error = (issue: { input?: unknown }) => idProblem(issue.input, messages);
  return z
    .union(
      [
        idNumber(label),
        z.string({ error }).max(10, { error, abort: true }).regex(ID_TEXT, { error }),
      ],
      {
        error,
      },
    )
    .transform(Number)
    .pipe(idNumber(label));
};
