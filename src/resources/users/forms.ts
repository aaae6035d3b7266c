import { formPages } from '../shared/ResourceViews';
import { UserForm } from './UserForm';

export { UserCreate as create } from './UserCreate';
export const { edit } = formPages(UserForm);
