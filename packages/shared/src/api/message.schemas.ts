import { z } from 'zod';

/** The answer of a call whose only news is what it did, e.g. an undo or a restore: `{ message }`. */
export const MessageAnswerSchema = z.object({ message: z.string() });
export type MessageAnswer = z.infer<typeof MessageAnswerSchema>;
