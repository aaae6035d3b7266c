import ExpandMore from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Box, Typography } from '@mui/material';
import {
  ArrayInput,
  FormDataConsumer,
  NumberInput,
  SimpleFormIterator,
  maxValue,
  minValue,
  number,
  required,
  useTranslate,
} from 'react-admin';
import { validatePoints, type GeofenceShapeValues } from './geofenceShape';

const latitude = [required(), number(), minValue(-90), maxValue(90)];
const longitude = [required(), number(), minValue(-180), maxValue(180)];

/**
 * The shape typed as coordinates: a polygon's corners, a corridor's points, or a circle's centre
 * and radius. Always there below the map, for precise values and for keyboard users.
 */
export function CoordinateInputs() {
  const translate = useTranslate();
  return (
    <Accordion variant="outlined" sx={{ width: '100%', mt: 2 }}>
      <AccordionSummary expandIcon={<ExpandMore />}>
        <Typography>{translate('resources.geofences.coordinates')}</Typography>
      </AccordionSummary>
      <AccordionDetails>
        <FormDataConsumer<GeofenceShapeValues>>
          {({ formData }) =>
            formData.shape === 'circle' ? (
              <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
                <NumberInput source="center.latitude" validate={latitude} />
                <NumberInput source="center.longitude" validate={longitude} />
                <NumberInput source="radiusMeters" validate={[required(), minValue(1), maxValue(100000)]} />
              </Box>
            ) : (
              <ArrayInput source="points" validate={validatePoints}>
                <SimpleFormIterator inline>
                  <NumberInput source="latitude" label="resources.geofences.corner.latitude" validate={latitude} />
                  <NumberInput source="longitude" label="resources.geofences.corner.longitude" validate={longitude} />
                </SimpleFormIterator>
              </ArrayInput>
            )
          }
        </FormDataConsumer>
      </AccordionDetails>
    </Accordion>
  );
}
