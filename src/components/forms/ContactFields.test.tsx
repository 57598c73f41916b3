import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ContactFields } from './ContactFields';
import { phoneConsentLine } from './TextConsent';

const schema = z.object({
  fullName: z.string().min(2, 'Name must be at least 2 characters'),
  email: z.email('Invalid email address'),
  phone: z.string().min(10, 'Phone must be at least 10 digits'),
});
type Values = z.infer<typeof schema>;

function FullNameForm({ optionalPhone = false }: { optionalPhone?: boolean }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { fullName: '', email: '', phone: '' },
  });
  return (
    <form noValidate onSubmit={handleSubmit(() => undefined)}>
      <ContactFields
        errors={errors}
        name={{ full: register('fullName') }}
        email={register('email')}
        emailDescription="We reply here."
        phone={register('phone')}
        {...(optionalPhone ? { phoneLabel: 'Phone (optional)', phoneRequired: false } : {})}
        emailPhoneRow
      />
      <button type="submit">Send</button>
    </form>
  );
}

function SplitNameForm() {
  const { register, formState } = useForm<{
    firstName: string;
    lastName: string;
    email: string;
    phone: string;
  }>();
  return (
    <form>
      <ContactFields
        errors={formState.errors}
        name={{ first: register('firstName'), last: register('lastName') }}
        email={register('email')}
        phone={register('phone')}
        phoneLabel="Cell Number"
      />
    </form>
  );
}

describe('ContactFields', () => {
  it('labels each control and gives browsers the autocomplete hints', () => {
    render(<FullNameForm />);
    expect(screen.getByLabelText(/^Full Name/)).toHaveAttribute('autocomplete', 'name');
    const email = screen.getByLabelText(/^Email/);
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('autocomplete', 'email');
    expect(email).toHaveAccessibleDescription('We reply here.');
    const phone = screen.getByLabelText(/^Phone/);
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toHaveAttribute('autocomplete', 'tel');
    expect(phone).toHaveAttribute('aria-required', 'true');
    expect(phone).toHaveAccessibleDescription(phoneConsentLine);
  });

  it('splits the name when asked, with the form’s phone label', () => {
    render(<SplitNameForm />);
    expect(screen.getByLabelText(/^First Name/)).toHaveAttribute('autocomplete', 'given-name');
    expect(screen.getByLabelText(/^Last Name/)).toHaveAttribute('autocomplete', 'family-name');
    expect(screen.getByLabelText(/^Cell Number/)).toHaveAttribute('autocomplete', 'tel');
    expect(screen.queryByLabelText(/^Full Name/)).not.toBeInTheDocument();
  });

  it('marks an optional phone as not required', () => {
    render(<FullNameForm optionalPhone />);
    expect(screen.getByLabelText(/^Phone \(optional\)/)).not.toHaveAttribute('aria-required');
  });

  it('shows each field’s error on submit, tied to its control', async () => {
    const user = userEvent.setup();
    render(<FullNameForm />);
    await user.type(screen.getByLabelText(/^Email/), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const name = screen.getByLabelText(/^Full Name/);
    expect(await screen.findByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Name must be at least 2 characters');
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription(
      'We reply here. Invalid email address',
    );
    expect(screen.getByText('Phone must be at least 10 digits')).toHaveAttribute('role', 'alert');
  });

  it('is filled in with the keyboard, name then email then phone', async () => {
    const user = userEvent.setup();
    render(<FullNameForm />);
    await user.tab();
    expect(screen.getByLabelText(/^Full Name/)).toHaveFocus();
    await user.keyboard('Ada Lovelace');
    await user.tab();
    expect(screen.getByLabelText(/^Email/)).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText(/^Phone/)).toHaveFocus();
    expect(screen.getByLabelText(/^Full Name/)).toHaveValue('Ada Lovelace');
  });
});
