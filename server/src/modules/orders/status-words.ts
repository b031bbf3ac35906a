// The words are a catalog now (read per message, in its language): shared/messages/status-words.ts.
export { statusWords } from '#shared/messages/status-words.ts';
