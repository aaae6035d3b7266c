import { formPages } from '../shared/ResourceViews';
import { DeviceForm } from './DeviceForm';

export const { create, edit } = formPages(DeviceForm);
