interface GroupLink {
  id: string;
  parentId: string | null;
}

/**
 * The groups a group may be put in: neither itself nor one of its sub-groups, at any depth (the
 * server refuses both with 400 on parentId). A new group (no id) may go in any group.
 */
export function possibleParents<Group extends GroupLink>(groups: readonly Group[], groupId: string | undefined): Group[] {
  if (!groupId) return [...groups];
  const excluded = new Set([groupId]);
  // Each pass adds the children of groups already excluded; a tree of depth d is done in d passes.
  let grown = true;
  while (grown) {
    grown = false;
    for (const group of groups) {
      if (group.parentId && excluded.has(group.parentId) && !excluded.has(group.id)) {
        excluded.add(group.id);
        grown = true;
      }
    }
  }
  return groups.filter((group) => !excluded.has(group.id));
}
