import { formPages } from '../shared/ResourceViews';
import { GeofenceForm } from './GeofenceForm';
import { keepShapeFields } from './geofenceShape';

export const { create, edit } = formPages(GeofenceForm, { transform: keepShapeFields });
