import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { Labeled, SelectField, useTranslate } from 'react-admin';
import type { ReactNode } from 'react';
import { FUEL_TYPE_CHOICES } from '../models/modelChoices';
import { DetailDate, DetailNumber, DetailText } from '../shared/DetailFields';
import { AssetTypeName } from './assetTypes';
import { ImportantDatesField } from './ImportantDatesField';
import { TagsField } from './TagsField';

const coordinate = { maximumFractionDigits: 5 };

/** What the detail page tells about an asset: position, model, device and driver, tags and dates. */
export const AssetDetailCards = () => (
  <Box
    sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' } }}
  >
    <DetailCard title="resources.assets.sections.position">
      <DetailText source="currentAddress" />
      <DetailNumber source="currentLocation.latitude" options={coordinate} />
      <DetailNumber source="currentLocation.longitude" options={coordinate} />
      <DetailNumber source="speedKmh" />
      <DetailDate source="lastPositionAt" showTime />
    </DetailCard>
    <DetailCard title="resources.assets.sections.model">
      <DetailText source="model.name" />
      <DetailText source="model.manufacturer" />
      <DetailNumber source="model.year" options={{ useGrouping: false }} />
      <Labeled source="model.fuelType">
        <SelectField source="model.fuelType" choices={FUEL_TYPE_CHOICES} emptyText="—" />
      </Labeled>
      <Labeled source="typeName">
        <AssetTypeName source="typeName" />
      </Labeled>
      <DetailText source="vin" />
    </DetailCard>
    <DetailCard title="resources.assets.sections.assignment">
      <DetailText source="sensorName" />
      <DetailText source="driverName" />
      <Labeled source="tags">
        <TagsField />
      </Labeled>
    </DetailCard>
    <DetailCard title="resources.assets.sections.dates">
      <DetailDate source="purchaseDate" />
      <Labeled source="importantDates">
        <ImportantDatesField />
      </Labeled>
      <DetailDate source="createdAt" showTime />
      <DetailDate source="updatedAt" showTime />
    </DetailCard>
  </Box>
);

/** One titled card of a detail page. */
function DetailCard({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Card variant="outlined" component="section" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate(title)}
        </Typography>
        <Stack spacing={1.5}>{children}</Stack>
      </CardContent>
    </Card>
  );
}
