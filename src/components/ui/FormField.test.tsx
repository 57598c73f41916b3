import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Button } from './Button';
import { FormControl, FormField, FormFieldset } from './FormField';
import { Input } from './Input';
import { Select } from './Select';
import { Textarea } from './Textarea';

const schema = z.object({
  email: z.email('Invalid email address'),
  type: z.string().min(1, 'Please select a property type'),
  notes: z.string().min(10, 'Please share your biggest frustration'),
  manager: z.enum(['yes', 'no'], 'Please select yes or no'),
});
type Values = z.infer<typeof schema>;

function TestForm() {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Values>({ resolver: zodResolver(schema) });
  return (
    <form noValidate onSubmit={handleSubmit(() => {})}>
      <FormField
        label="Email"
        description="We never share it."
        error={errors.email?.message}
        required
      >
        <Input type="email" {...register('email')} />
      </FormField>
      <FormField label="Property type" error={errors.type?.message}>
        <Select
          placeholder="Select a type"
          options={[{ value: 'condo', label: 'Condo' }]}
          {...register('type')}
        />
      </FormField>
      <FormField label="Biggest frustration" error={errors.notes?.message}>
        <Textarea {...register('notes')} />
      </FormField>
      <FormFieldset legend="Do you have a manager?" error={errors.manager?.message}>
        <label>
          <Input type="radio" value="yes" {...register('manager')} /> Yes
        </label>
        <label>
          <Input type="radio" value="no" {...register('manager')} /> No
        </label>
      </FormFieldset>
      <Button type="submit">Send</Button>
    </form>
  );
}

describe('FormField', () => {
  it('labels the control and links its description', () => {
    render(<TestForm />);
    const email = screen.getByRole('textbox', { name: /Email/ });
    expect(email).toHaveAccessibleDescription('We never share it.');
    expect(email).toHaveAttribute('aria-required', 'true');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('combobox', { name: 'Property type' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Biggest frustration' })).toBeInTheDocument();
  });

  it('marks invalid controls, announces errors and describes the control with them', async () => {
    const user = userEvent.setup();
    render(<TestForm />);
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const email = screen.getByRole('textbox', { name: /Email/ });
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('We never share it. Invalid email address');
    expect(email).toHaveFocus();

    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts).toEqual([
      'Invalid email address',
      'Please select a property type',
      'Please share your biggest frustration',
      'Please select yes or no',
    ]);
    const select = screen.getByRole('combobox', { name: 'Property type' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Please select a property type');

    const group = screen.getByRole('group', { name: 'Do you have a manager?' });
    expect(group).toHaveAccessibleDescription('Please select yes or no');
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('aria-invalid'))).toEqual(['true', 'true']);
    // The group's id is not copied onto each choice.
    expect(radios.every((radio) => !radio.hasAttribute('id'))).toBe(true);
  });

  it('clears the error state once the value is valid', async () => {
    const user = userEvent.setup();
    render(<TestForm />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const notes = screen.getByRole('textbox', { name: 'Biggest frustration' });
    expect(notes).toHaveAttribute('aria-invalid', 'true');
    await user.type(notes, 'Late rent every single month');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(notes).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Please share your biggest frustration')).toBeNull();
  });

  it('wires any control through FormControl', () => {
    render(
      <FormField label="Date" error="Please select a date">
        <FormControl>
          <button type="button">Pick a date</button>
        </FormControl>
      </FormField>,
    );
    const button = screen.getByRole('button', { name: 'Date' });
    expect(button).toHaveAttribute('aria-invalid', 'true');
    expect(button).toHaveAccessibleDescription('Please select a date');
  });

  it('shows a non-blocking warning in a live region that describes the control', () => {
    const { rerender } = render(
      <FormField label="Deposit" description="In dollars." warning={null}>
        <Input />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Deposit' });
    // The live region is in the page before the first warning, so it is announced.
    const region = screen.getByRole('status');
    expect(region).toBeEmptyDOMElement();
    expect(input).toHaveAccessibleDescription('In dollars.');
    rerender(
      <FormField label="Deposit" description="In dollars." warning="Above one month's rent.">
        <Input />
      </FormField>,
    );
    expect(region).toHaveTextContent("Above one month's rent.");
    expect(input).toHaveAccessibleDescription("In dollars. Above one month's rent.");
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('has no live region on a field that never warns', () => {
    render(
      <FormField label="Name">
        <Input />
      </FormField>,
    );
    expect(screen.queryByRole('status')).toBeNull();
  });
});
