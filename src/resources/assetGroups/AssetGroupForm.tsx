import { useWatch } from 'react-hook-form';
import {
  AutocompleteArrayInput,
  maxLength,
  ReferenceArrayInput,
  required,
  SelectInput,
  TextInput,
  useGetList,
  useRecordContext,
} from 'react-admin';
import type { components } from '../../api/schema';
import { FormSection } from '../shared/FormSection';
import { TenantInput } from '../shared/TenantInput';
import { byName } from '../../kit/listDefaults';
import { formPages, ResourceForm } from '../shared/ResourceViews';
import { possibleParents } from './groupTree';

type AssetGroup = components['schemas']['AssetGroup'];

// The API's largest page: a tenant's groups are a short list, read whole to leave out a group's sub-groups.
const ALL_GROUPS = { page: 1, perPage: 1000 };

/** The records of the group's tenant: a SysAdmin's lists hold every tenant's, the other roles' their own. */
function useTenantFilter() {
  const tenantId = useWatch<{ tenantId?: string }>({ name: 'tenantId' });
  return tenantId ? { tenantId } : {};
}

/** The group this one is part of: any group of its tenant but itself and its sub-groups. */
function ParentGroupInput() {
  const record = useRecordContext<AssetGroup>();
  const { data = [], isPending } = useGetList<AssetGroup>('assetGroups', {
    pagination: ALL_GROUPS,
    sort: byName,
    filter: useTenantFilter(),
  });
  return (
    <SelectInput
      source="parentId"
      choices={possibleParents(data, record?.id)}
      isPending={isPending}
      emptyText="resources.assetGroups.top_level"
      helperText="resources.assetGroups.help.parent"
    />
  );
}

/** Its own member assets, found by the server's search as the user types. */
function MemberAssetsInput() {
  return (
    <ReferenceArrayInput source="assetIds" reference="assets" sort={byName} filter={useTenantFilter()}>
      <AutocompleteArrayInput optionText="name" helperText="resources.assetGroups.help.members" />
    </ReferenceArrayInput>
  );
}

/** A group: its name, the group it is part of, and its own member assets. */
export const AssetGroupForm = () => (
  <ResourceForm sx={{ maxWidth: 800 }}>
    <FormSection title="resources.assetGroups.sections.group">
      <TextInput source="name" validate={[required(), maxLength(100)]} />
      <TenantInput />
      <ParentGroupInput />
    </FormSection>
    <FormSection title="resources.assetGroups.sections.members">
      <MemberAssetsInput />
    </FormSection>
  </ResourceForm>
);

export const { create, edit } = formPages(AssetGroupForm);
