import { en } from './en.ts';
import type { ErrorTexts } from './texts.ts';

export const hi: ErrorTexts = { ...en, language: 'hi' };
