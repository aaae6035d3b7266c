// The asset record as the console handles it: its type, the route of its page, its tags as the wire carries them.
import type { components } from '../../api/schema';
import type { Identifier } from 'react-admin';

export type Asset = components['schemas']['Asset'];

/** The spec's route of one asset's detail page. */
export const assetDetailPath = (id: Identifier) => `/assets/details/${id}`;

/** Tags travel as one space-separated string and are edited as a list (DECISIONS: Console rules, tags). */
export const splitTags = (tags: string | null | undefined): string[] => (tags ?? '').split(/\s+/).filter(Boolean);

/** A chip typed with spaces in it becomes several tags, as the wire format would split it anyway. */
export const joinTags = (tags: readonly string[] | null | undefined): string => splitTags((tags ?? []).join(' ')).join(' ');
