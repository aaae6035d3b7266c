import type { components } from '../../api/schema';
import { lazyCrudScreens } from '../../kit/lazyScreen';

type User = components['schemas']['User'];

export default {
  ...lazyCrudScreens(
    () => import('./UserList'),
    'UserList',
    () => import('./UserForm'),
  ),
  recordRepresentation: (user: User) => `${user.fullName.firstName} ${user.fullName.lastName}`,
};
