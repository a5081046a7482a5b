/**
 * Token estimates for answers that broke off. The provider reports usage only with a complete
 * answer, yet an interrupted one has still cost the prompt and whatever was generated. Without
 * the model's tokenizer (the service talks to any OpenAI-compatible model), the prompt is
 * estimated at one token per four characters, the rule of thumb the OpenAI documentation gives
 * for English text, and the completion as one token per streamed chunk: OpenAI, vLLM,
 * llama.cpp's server and Ollama send each generated token in a chunk of its own.
 */
import type { ChatModelMessage } from './chat-model.ts';

const CHARACTERS_PER_TOKEN = 4;

export function estimatedPromptTokens(messages: readonly ChatModelMessage[]): number {
  let characters = 0;
  for (const message of messages) characters += message.content.length;
  return Math.ceil(characters / CHARACTERS_PER_TOKEN);
}
