// The asset record as the console handles it: its type and its tags as the wire carries them (its page's route is in src/routePaths.ts).
import type { components } from '../../api/schema';

export type Asset = components['schemas']['Asset'];

/** Tags travel as one space-separated string and are edited as a list (DECISIONS: Console rules, tags). */
export const splitTags = (tags: string | null | undefined): string[] => (tags ?? '').split(/\s+/).filter(Boolean);

/** A chip typed with spaces in it becomes several tags, as the wire format would split it anyway. */
export const joinTags = (tags: readonly string[] | null | undefined): string => splitTags((tags ?? []).join(' ')).join(' ');
