/** The lead forms on a Spanish page: their words, and validation messages in Spanish. */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { Toaster } from 'sonner';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { contactConsentByLocale } from '@contract/privacy-options.ts';
import { fetchOpenSlots } from '@/lib/bookingSlots';
import { submitLead } from '@/lib/leads';
import { ConsultationForm } from './ConsultationForm';
import { ContactForm } from './ContactForm';
import { LeadForm } from './LeadDialog';
import { OwnerPortalNotifyForm } from './OwnerPortalNotifyForm';
import { PrivacyRequestForm } from './PrivacyRequestForm';

import { preloadLeadChunks, settle } from '../../../../tests/support/leadForms';

vi.mock('@/lib/leads', () => ({ submitLead: vi.fn() }));
vi.mock('@/lib/bookingSlots', () => ({ fetchOpenSlots: vi.fn() }));
const send = vi.mocked(submitLead);
const slotsFor = vi.mocked(fetchOpenSlots);

function onSpanishPage(form: ReactNode, path = '/es/contact') {
  render(
    <MemoryRouter initialEntries={[path]}>
      {form}
      <Toaster />
    </MemoryRouter>,
  );
}

const textbox = (name: RegExp) => screen.getByRole('textbox', { name });

describe('lead forms on a Spanish page', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await preloadLeadChunks();
  });
  beforeEach(() => {
    send.mockReset();
    slotsFor.mockReset();
  });

  it('the contact form speaks Spanish, validates in Spanish and sends its locale', async () => {
    const user = userEvent.setup({ delay: null });
    onSpanishPage(<ContactForm />);
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    await settle();
    expect(textbox(/Nombre completo/)).toHaveAccessibleDescription(
      'El nombre debe tener al menos 2 caracteres',
    );
    expect(textbox(/Correo electrónico/)).toHaveAccessibleDescription(
      'El correo electrónico no es válido',
    );
    expect(textbox(/Teléfono/)).toHaveAccessibleDescription(
      `${contactConsentByLocale.es.phoneLine} El número de teléfono debe tener al menos 10 dígitos`,
    );
    expect(textbox(/Sobre su propiedad/)).toHaveAccessibleDescription(
      /Cuéntenos sobre su propiedad/,
    );
    expect(screen.getByRole('link', { name: 'Política de privacidad' })).toHaveAttribute(
      'href',
      '/es/privacy',
    );

    await user.type(textbox(/Nombre completo/), 'Rosa Méndez');
    await user.type(textbox(/Correo electrónico/), 'rosa@example.com');
    await user.type(textbox(/Teléfono/), '909 555 0142');
    await user.type(textbox(/Sobre su propiedad/), 'Una casa de tres recámaras en Fontana.');
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    await settle();
    expect(send).toHaveBeenCalledWith('contact', expect.any(Object), 'es');
    expect(await screen.findByText('¡Mensaje enviado!')).toBeInTheDocument();
  });

  it('the Get Started form shows Spanish labels, options and messages', async () => {
    const user = userEvent.setup({ delay: null });
    onSpanishPage(<LeadForm onSubmitted={() => {}} />, '/es');
    expect(screen.getByRole('option', { name: 'Casa unifamiliar' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Sí' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Mensaje de texto' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await settle();
    expect(screen.getByRole('combobox', { name: /Tipo de propiedad/ })).toHaveAccessibleDescription(
      'Elija el tipo de propiedad',
    );
    expect(screen.getByText('Elija sí o no')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Mensaje de texto' }));
    expect(
      screen.getByRole('checkbox', { name: contactConsentByLocale.es.textLabel }),
    ).toBeInTheDocument();
  });

  it('the owner portal and privacy request forms answer in Spanish', async () => {
    const user = userEvent.setup({ delay: null });
    onSpanishPage(
      <>
        <OwnerPortalNotifyForm />
        <PrivacyRequestForm />
      </>,
      '/es/privacy',
    );
    await user.click(screen.getByRole('button', { name: 'Comenzar' }));
    await settle();
    expect(screen.getAllByText('El correo electrónico no es válido')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    await settle();
    expect(screen.getByText('Elija lo que desea que hagamos')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Borrar mi información' })).toBeInTheDocument();
  });

  it('the consultation form validates in Spanish and shows its picker in Spanish', async () => {
    slotsFor.mockResolvedValue([
      { start: '2999-11-02T09:00:00-08:00', end: '2999-11-02T09:30:00-08:00' },
    ]);
    const user = userEvent.setup({ delay: null });
    onSpanishPage(<ConsultationForm />, '/es/consultation');
    await user.click(screen.getByRole('button', { name: 'Reservar llamada' }));
    await settle();
    expect(textbox(/^Nombre/)).toHaveAccessibleDescription('Escriba su nombre');
    expect(await screen.findByText('Los horarios son en hora del Pacífico.')).toBeInTheDocument();
  });
});
