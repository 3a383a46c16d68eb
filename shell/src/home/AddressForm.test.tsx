import { afterEach, describe, expect, it, rstest } from '@rstest/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AddressForm, DUPLICATE_ADDRESS } from './AddressForm.tsx';

const WALLET = '0x8617e340b3d01fa5f11f306f4090fd50e238070d';

function setup(overrides: Partial<Parameters<typeof AddressForm>[0]> = {}) {
  const onSubmit = rstest.fn(async () => null as string | null);
  render(
    <AddressForm
      title="Add an address to DMO"
      submitLabel="Add address"
      isAddressTaken={() => false}
      onSubmit={onSubmit}
      onCancel={() => {}}
      {...overrides}
    />,
  );
  const colour = () => screen.getByRole('textbox', { name: 'Colour' });
  const fill = (el: HTMLElement, value: string) => fireEvent.change(el, { target: { value } });
  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Add address' }));
  return { onSubmit, fill, submit, colour };
}

const messageOf = (el: HTMLElement) => {
  const id = el.getAttribute('aria-describedby');
  return el.getAttribute('aria-invalid') === 'true' && id ? document.getElementById(id)?.textContent : undefined;
};

afterEach(cleanup);

describe('AddressForm', () => {
  it('shows the spec’s messages for address, description and colour', async () => {
    const { fill, submit, colour } = setup();
    fill(screen.getByLabelText('Address'), 'nope');
    fill(screen.getByLabelText('Description'), 'd'.repeat(201));
    fill(colour(), '#12');
    submit();
    await waitFor(() => expect(messageOf(screen.getByLabelText('Address'))).toBe('Must be valid address'));
    expect(messageOf(screen.getByLabelText('Description'))).toBe('The maximum length allowed is 200');
    expect(messageOf(colour())).toBe('Must be a hex colour like #1a2b3c or #abc');
  });

  it('keeps the picker and the typed hex in step, widening #rgb for the picker', () => {
    const { fill, colour } = setup();
    const picker = screen.getByTestId('coins-color-picker') as HTMLInputElement;
    fill(colour(), '#a1c');
    expect(picker.value).toBe('#aa11cc');
    fill(picker, '#123456');
    expect((colour() as HTMLInputElement).value).toBe('#123456');
  });

  it('submits a trimmed address without 0x as given, and flags a duplicate', async () => {
    const { fill, submit, onSubmit } = setup();
    fill(screen.getByLabelText('Address'), `  ${WALLET.slice(2)} `);
    fill(screen.getByLabelText('Description'), 'Main');
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ address: WALLET.slice(2), description: 'Main', color: '#2f5bd3' }, null));
    cleanup();

    const dup = setup({ isAddressTaken: () => true });
    fill(screen.getByLabelText('Address'), WALLET);
    dup.submit();
    await waitFor(() => expect(messageOf(screen.getByLabelText('Address'))).toBe(DUPLICATE_ADDRESS));
    expect(dup.onSubmit).not.toHaveBeenCalled();
  });

  it('rewrites a description saved with a trailing space before descriptions were trimmed, when only the colour is edited', async () => {
    const { fill, colour, onSubmit } = setup({ initial: { address: WALLET, description: 'Cold ', color: '#abc' }, submitLabel: 'Save' });
    fill(colour(), '#123456');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    // Told apart from what it opened with, the description goes trimmed beside the colour: Postgres
    // checks the whole row on an update, and refused the colour alone.
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        { address: WALLET, description: 'Cold', color: '#123456' },
        { address: WALLET, description: 'Cold ', color: '#abc' },
      ),
    );
  });
});
