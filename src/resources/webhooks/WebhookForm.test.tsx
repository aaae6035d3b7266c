import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CreateBase, EditBase, ResourceContextProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '../../testing/renderInAdmin';
import { WebhookForm } from './WebhookForm';

const saved = {
  id: 'w1',
  tenantId: 't1',
  name: 'Dispatch',
  url: 'https://hooks.example.com/fleet',
  alertTypes: ['speeding'],
  enabled: true,
};

function renderCreate() {
  const create = vi.fn(async (_resource: string, { data }: { data: object }) => ({ data: { id: 'w2', ...data } }));
  renderInAdmin(
    <ResourceContextProvider value="webhooks">
      <CreateBase redirect={false}>
        <WebhookForm creating />
      </CreateBase>
    </ResourceContextProvider>,
    { dataProvider: { create } },
  );
  return create;
}

function renderEdit() {
  const update = vi.fn(async (_resource: string, { data }: { data: object }) => ({ data }));
  renderInAdmin(
    <ResourceContextProvider value="webhooks">
      <EditBase id="w1" mutationMode="pessimistic" redirect={false}>
        <WebhookForm />
      </EditBase>
    </ResourceContextProvider>,
    { dataProvider: { getOne: async () => ({ data: saved }), update } },
  );
  return update;
}

const secretInput = () => screen.getByLabelText(/^Signing secret/) as HTMLInputElement;
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('WebhookForm', () => {
  it('offers a new webhook a secret of its own to copy, and a fresh one on request', async () => {
    renderCreate();
    await screen.findByLabelText(/^Name/);
    const offered = secretInput().value;
    expect(offered).toMatch(/^[0-9a-f]{64}$/);
    expect(screen.getByText(/it is never shown again/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Make a new secret' }));
    expect(secretInput().value).toMatch(/^[0-9a-f]{64}$/);
    expect(secretInput().value).not.toBe(offered);
  });

  it('refuses a plain-http URL to another machine, and sends nothing', async () => {
    const create = renderCreate();
    await userEvent.type(await screen.findByLabelText(/^Name/), 'Dispatch');
    await userEvent.type(screen.getByLabelText(/^URL/), 'http://hooks.example.com/fleet');
    await save();
    expect(await screen.findByText('Use an https URL (plain http only to this machine).')).toBeTruthy();
    expect(screen.getByLabelText(/^URL/).getAttribute('aria-invalid')).toBe('true');
    expect(create).not.toHaveBeenCalled();
  });

  it('refuses a secret shorter than 16 characters', async () => {
    const create = renderCreate();
    await userEvent.type(await screen.findByLabelText(/^Name/), 'Dispatch');
    await userEvent.type(screen.getByLabelText(/^URL/), 'https://hooks.example.com/fleet');
    await userEvent.clear(secretInput());
    await userEvent.type(secretInput(), 'short');
    await save();
    expect(await screen.findByText('Must be 16 characters at least')).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
  });

  it('creates an active webhook with its URL, secret and the ticked alert types', async () => {
    const create = renderCreate();
    await userEvent.type(await screen.findByLabelText(/^Name/), 'Dispatch');
    await userEvent.type(screen.getByLabelText(/^URL/), 'http://127.0.0.1:8080/hook');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Ignition on' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Speeding' }));
    const secret = secretInput().value;
    await save();
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith(
        'webhooks',
        expect.objectContaining({
          data: expect.objectContaining({
            name: 'Dispatch',
            url: 'http://127.0.0.1:8080/hook',
            secret,
            enabled: true,
            alertTypes: ['ignitionOn', 'speeding'],
          }),
        }),
      ),
    );
  });

  it('asks for the secret again when a webhook is edited, since the server never shows it', async () => {
    const update = renderEdit();
    await waitFor(() => expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Dispatch'));
    expect(secretInput().value).toBe('');
    expect(screen.getByText(/enter the receiver's current one to keep it/)).toBeTruthy();
    await userEvent.type(screen.getByLabelText(/^Name/), ' desk');
    await save();
    expect(await screen.findByText('Required')).toBeTruthy();
    expect(update).not.toHaveBeenCalled();

    await userEvent.type(secretInput(), 'whsec-0123456789abcdef');
    await save();
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith(
        'webhooks',
        expect.objectContaining({
          data: expect.objectContaining({ name: 'Dispatch desk', secret: 'whsec-0123456789abcdef', url: saved.url }),
        }),
      ),
    );
  });
});
