import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CreateBase, ResourceContextProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '../../testing/renderInAdmin';
import { ServicePlanForm, validatePlan } from './ServicePlanForm';

const assets = [{ id: 'a1', name: 'Van 1' }];

function renderCreate() {
  const create = vi.fn(async (_resource: string, { data }: { data: object }) => ({ data: { id: 'p1', ...data } }));
  const getList = vi.fn(async (resource: string) => (resource === 'assets' ? { data: assets, total: 1 } : { data: [], total: 0 }));
  renderInAdmin(
    <ResourceContextProvider value="servicePlans">
      <CreateBase redirect={false}>
        <ServicePlanForm />
      </CreateBase>
    </ResourceContextProvider>,
    { dataProvider: { create, getList, getMany: async () => ({ data: assets }) }, role: 'Operator' },
  );
  return create;
}

describe('validatePlan', () => {
  it('asks for one asset or one model, an interval, and the calendar in days or in months', () => {
    expect(validatePlan({ assetId: 'a1', everyKm: 10_000 })).toEqual({});
    expect(validatePlan({ modelId: 'm1', everyMonths: 12 })).toEqual({});
    expect(validatePlan({ everyKm: 10_000 })).toEqual({ assetId: 'resources.servicePlans.validation.assetOrModel' });
    expect(validatePlan({ assetId: 'a1', modelId: 'm1', everyKm: 1 })).toEqual({
      assetId: 'resources.servicePlans.validation.assetOrModel',
    });
    expect(validatePlan({ assetId: 'a1', everyKm: null, everyDays: '' })).toEqual({
      everyKm: 'resources.servicePlans.validation.interval',
    });
    expect(validatePlan({ assetId: 'a1', everyDays: 90, everyMonths: 3 })).toEqual({
      everyMonths: 'resources.servicePlans.validation.daysOrMonths',
    });
  });
});

describe('ServicePlanForm', () => {
  it('groups the fields under Plan and Intervals, with the default margins filled in', async () => {
    renderCreate();
    expect(await screen.findByRole('group', { name: 'Plan' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Intervals, whichever comes first' })).toBeTruthy();
    expect((screen.getByLabelText(/Due soon before \(km\)/) as HTMLInputElement).value).toBe('500');
    expect((screen.getByLabelText(/Due soon before \(days\)/) as HTMLInputElement).value).toBe('30');
  });

  it('refuses a plan on nothing and without an interval, and sends nothing', async () => {
    const create = renderCreate();
    await userEvent.type(await screen.findByLabelText(/^Name/), 'Full service');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose one asset or one model.')).toBeTruthy();
    expect(screen.getByText('Give at least one interval: km, engine hours, days or months.')).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
  });

  it('creates a plan on an asset from the typed intervals', async () => {
    const create = renderCreate();
    await userEvent.type(await screen.findByLabelText(/^Name/), 'Full service');
    await userEvent.type(screen.getByRole('combobox', { name: 'Asset' }), 'Van');
    await userEvent.click(await screen.findByRole('option', { name: 'Van 1' }));
    await userEvent.type(screen.getByLabelText('Every (km)'), '10000');
    await userEvent.type(screen.getByLabelText('Every (months)'), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith(
        'servicePlans',
        expect.objectContaining({
          data: expect.objectContaining({ name: 'Full service', assetId: 'a1', everyKm: 10_000, everyMonths: 12, dueSoonKm: 500 }),
        }),
      ),
    );
  });
});
