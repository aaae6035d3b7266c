import type { TranslationMessages } from 'react-admin';
import type { MessageTree } from './types';

const isTree = (value: unknown): value is MessageTree => typeof value === 'object' && value !== null;

function mergeTrees(target: MessageTree, source: MessageTree): MessageTree {
  const merged: MessageTree = { ...target };
  for (const [key, value] of Object.entries(source)) {
    const existing = merged[key];
    merged[key] = isTree(existing) && isTree(value) ? mergeTrees(existing, value) : value;
  }
  return merged;
}

/**
 * One language's catalog from react-admin's messages and the parts each area owns. Deep, so two
 * parts may both add keys under one namespace (e.g. `resources`) without hiding each other.
 */
export function mergeCatalogs(reactAdmin: TranslationMessages, ...parts: MessageTree[]): TranslationMessages {
  return parts.reduce<MessageTree>(mergeTrees, reactAdmin as MessageTree) as TranslationMessages;
}
