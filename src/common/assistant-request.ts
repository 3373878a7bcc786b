/** The chat request's schema (zod), apart from src/common/assistant.ts so screens that only link to the assistant do not load zod. */
import { z } from 'zod';
import { MAX_CHAT_MESSAGE_CHARS } from './assistant';

export const chatMessageRequestSchema = z.object({
  content: z
    .string({ message: 'Write a message.' })
    .trim()
    .min(1, 'Write a message.')
    .max(MAX_CHAT_MESSAGE_CHARS, `Keep a message under ${MAX_CHAT_MESSAGE_CHARS} characters.`),
});
export type ChatMessageRequest = z.infer<typeof chatMessageRequestSchema>;
