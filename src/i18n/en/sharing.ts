import type { MessageTree } from '../types';

/** Shared live location: links on the asset page, and the public page behind a link. */
const sharing = {
  sharing: {
    title: 'Share live location',
    duration: 'Link valid for',
    create: 'Create link',
    link: 'Shared link',
    link_once: 'Copy the link now: it is shown only once.',
    links: 'Shared links',
    revoke: 'Revoke',
    revoked: 'Revoked %{time}',
    expires: 'Expires %{time}',
    expired: 'Expired %{time}',
    durations: {
      '15': '15 minutes',
      '60': '1 hour',
      '480': '8 hours',
      '1440': '1 day',
      '10080': '7 days',
    },
    public: {
      title: 'Shared location',
      loading: 'Loading…',
      unavailable: 'This link has expired or was revoked.',
      no_position: 'No position yet.',
      updated: 'Updated %{time}',
      expires: 'Link valid until %{time}',
      unreachable: 'The street map could not be reached: showing the offline outlines.',
    },
  },
} satisfies MessageTree;

export default sharing;
