import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceContextProvider, SimpleForm } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '../../testing/renderInAdmin';
import { CoordinateInputs } from './CoordinateInputs';
import type { GeofenceShapeValues } from './geofenceShape';

function renderShape(values: GeofenceShapeValues) {
  const onSubmit = vi.fn();
  renderInAdmin(
    <ResourceContextProvider value="geofences">
      <SimpleForm record={values} onSubmit={onSubmit}>
        <CoordinateInputs />
      </SimpleForm>
    </ResourceContextProvider>,
  );
  return onSubmit;
}

const openCoordinates = async () => userEvent.click(await screen.findByRole('button', { name: 'Edit coordinates' }));

describe('CoordinateInputs (geofence editor)', () => {
  it("types a circle's centre and radius", async () => {
    renderShape({ shape: 'circle', center: { latitude: 52.5, longitude: 13.4 }, radiusMeters: 250 });
    await openCoordinates();
    expect((screen.getByLabelText(/Centre latitude/) as HTMLInputElement).value).toBe('52.5');
    expect((screen.getByLabelText(/Radius \(m\)/) as HTMLInputElement).value).toBe('250');
  });

  it("lists a polygon's corners, one row of latitude and longitude each", async () => {
    const corners = [
      { latitude: 1, longitude: 2 },
      { latitude: 3, longitude: 4 },
      { latitude: 5, longitude: 6 },
    ];
    renderShape({ shape: 'polygon', points: corners });
    await openCoordinates();
    const rows = screen.getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect((within(rows[1]).getByLabelText(/Latitude/) as HTMLInputElement).value).toBe('3');
  });

  it('refuses a polygon of fewer than three corners and a latitude beyond 90', async () => {
    const onSubmit = renderShape({ shape: 'polygon', points: [{ latitude: 45, longitude: 2 }] });
    await openCoordinates();
    const latitude = screen.getByLabelText(/Latitude/);
    await userEvent.clear(latitude);
    await userEvent.type(latitude, '95');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A polygon needs at least 3 corners.')).toBeTruthy();
    expect(screen.getByText('Must be 90 or less')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
