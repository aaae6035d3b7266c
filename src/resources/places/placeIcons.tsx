import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import BuildOutlined from '@mui/icons-material/BuildOutlined';
import LocalGasStationOutlined from '@mui/icons-material/LocalGasStationOutlined';
import LocalParkingOutlined from '@mui/icons-material/LocalParkingOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import WarehouseOutlined from '@mui/icons-material/WarehouseOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import type { components } from '../../api/schema';

export type PlaceIcon = components['schemas']['PlaceIcon'];

/** The contract's icons of a place, in its order, each with the MUI icon the console shows. */
export const PLACE_ICONS: Record<PlaceIcon, SvgIconComponent> = {
  place: PlaceOutlined,
  depot: WarehouseOutlined,
  customer: StorefrontOutlined,
  fuel: LocalGasStationOutlined,
  parking: LocalParkingOutlined,
  workshop: BuildOutlined,
  office: BusinessOutlined,
};

export const PLACE_ICON_CHOICES = (Object.keys(PLACE_ICONS) as PlaceIcon[]).map((id) => ({ id, name: `resources.places.icons.${id}` }));

/** A new place's radius, as the server's default (issue 33). */
export const PLACE_DEFAULT_RADIUS = 50;
