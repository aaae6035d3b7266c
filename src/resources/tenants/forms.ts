import { formPages } from '../shared/ResourceViews';
import { TenantForm } from './TenantForm';

export const { create, edit } = formPages(TenantForm);
