import { AutocompleteInput, maxLength, maxValue, minValue, NumberInput, ReferenceInput, required, TextInput } from 'react-admin';
import { FormSection } from '../shared/FormSection';
import { byName } from '../../kit/listDefaults';
import { TenantInput } from '../shared/TenantInput';
import { formPages, ResourceForm } from '../shared/ResourceViews';

/** The margins the server gives a new plan when left out (the contract's ServicePlanInput). */
const defaults = { dueSoonKm: 500, dueSoonEngineHours: 10, dueSoonDays: 30 };

/** One asset or one model, at least one interval, the calendar in days or in months: the server's rules, said before it is asked. */
export function validatePlan(values: Record<string, unknown>): Record<string, string> {
  const errors: Record<string, string> = {};
  const set = (field: string) => values[field] !== null && values[field] !== undefined && values[field] !== '';
  if (set('assetId') === set('modelId')) errors.assetId = 'resources.servicePlans.validation.assetOrModel';
  if (!['everyKm', 'everyEngineHours', 'everyDays', 'everyMonths'].some(set)) errors.everyKm = 'resources.servicePlans.validation.interval';
  if (set('everyDays') && set('everyMonths')) errors.everyMonths = 'resources.servicePlans.validation.daysOrMonths';
  return errors;
}

/** The fields of a service plan: what it is on, and its intervals, whichever comes first, each with its "due soon" margin. */
export const ServicePlanForm = () => (
  <ResourceForm defaultValues={defaults} validate={validatePlan} sx={{ maxWidth: 800 }}>
    <FormSection title="resources.servicePlans.sections.about">
      <TextInput source="name" validate={[required(), maxLength(100)]} />
      <ReferenceInput source="assetId" reference="assets" sort={byName}>
        <AutocompleteInput optionText="name" helperText="resources.servicePlans.help.assetOrModel" />
      </ReferenceInput>
      <ReferenceInput source="modelId" reference="assetModels" sort={byName}>
        <AutocompleteInput optionText="name" />
      </ReferenceInput>
      <TenantInput />
    </FormSection>
    <FormSection title="resources.servicePlans.sections.intervals">
      <NumberInput source="everyKm" validate={[minValue(1), maxValue(10_000_000)]} />
      <NumberInput source="dueSoonKm" validate={[required(), minValue(0), maxValue(10_000_000)]} />
      <NumberInput source="everyEngineHours" validate={[minValue(1), maxValue(1_000_000)]} />
      <NumberInput source="dueSoonEngineHours" validate={[required(), minValue(0), maxValue(1_000_000)]} />
      <NumberInput source="everyMonths" step={1} validate={[minValue(1), maxValue(1200)]} />
      <NumberInput source="everyDays" step={1} validate={[minValue(1), maxValue(36_600)]} />
      <NumberInput source="dueSoonDays" step={1} validate={[required(), minValue(0), maxValue(36_600)]} />
    </FormSection>
  </ResourceForm>
);

export const { create, edit } = formPages(ServicePlanForm);
