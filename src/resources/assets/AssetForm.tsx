import {
  ArrayInput,
  AutocompleteInput,
  DateInput,
  ReferenceInput,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  maxLength,
  required,
  TextArrayInput,
} from 'react-admin';
import { FormSection } from '../shared/FormSection';
import { byName } from '../../kit/listDefaults';
import { TenantInput } from '../shared/TenantInput';
import { ResourceEdit, formPages, ResourceForm } from '../shared/ResourceViews';
import { assetDetailPath } from '../../routePaths';
import { joinTags, splitTags } from './asset';
import { AssetTypeName } from './assetTypes';

/** The fields of an asset, for creating and editing. */
export const AssetForm = () => (
  <ResourceForm>
    <FormSection title="resources.assets.sections.identity">
      <TextInput source="name" validate={[required(), maxLength(100)]} />
      <TextInput source="plateNumber" validate={maxLength(20)} />
      <TextInput source="vin" validate={maxLength(17)} />
      <ReferenceInput source="typeId" reference="assetTypes" sort={byName}>
        <SelectInput optionText={<AssetTypeName source="name" />} />
      </ReferenceInput>
      <ReferenceInput source="modelId" reference="assetModels" sort={byName}>
        <AutocompleteInput optionText="name" />
      </ReferenceInput>
      <TenantInput />
    </FormSection>
    <FormSection title="resources.assets.sections.assignment">
      <ReferenceInput source="sensorId" reference="devices" sort={byName}>
        <AutocompleteInput optionText="name" />
      </ReferenceInput>
      <ReferenceInput source="driverId" reference="drivers" sort={byName}>
        <AutocompleteInput optionText="name" />
      </ReferenceInput>
      <TagsInput />
    </FormSection>
    <FormSection title="resources.assets.sections.dates">
      <DateInput source="purchaseDate" />
      <ArrayInput source="importantDates" sx={{ gridColumn: '1 / -1' }}>
        <SimpleFormIterator inline>
          <DateInput source="date" label="resources.assets.importantDate.date" validate={required()} />
          <TextInput source="title" label="resources.assets.importantDate.title" validate={[required(), maxLength(100)]} />
          <TextInput source="note" label="resources.assets.importantDate.note" validate={maxLength(200)} />
        </SimpleFormIterator>
      </ArrayInput>
    </FormSection>
  </ResourceForm>
);

/** Editing an asset; saving goes to the asset's detail page (DECISIONS: Console rules, asset edit). */
const AssetEdit = () => (
  <ResourceEdit redirect={(_resource, id) => assetDetailPath(id!)}>
    <AssetForm />
  </ResourceEdit>
);

/** The asset's tags as chips: type one and press Enter. */
const TagsInput = () => <TextArrayInput source="tags" format={splitTags} parse={joinTags} helperText="resources.assets.help.tags" />;

export const { create } = formPages(AssetForm);
export { AssetEdit as edit };
