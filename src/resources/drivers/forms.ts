import { formPages } from '../shared/ResourceViews';
import { DriverForm } from './DriverForm';

export const { create, edit } = formPages(DriverForm);
