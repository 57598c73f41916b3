/** The contact page in Spanish (../contact.ts). Facts come from company.ts. */
import type { ContactCopy } from '../contact';
import { company } from '@/config/company';
import { servedCities } from '../cities';
import { claimText } from './claims';

export const contactPage: ContactCopy = {
  seoTitle: `Contáctenos | ${company.name}`,
  seoDescription: `Hable con ${company.shortName} sobre administración de propiedades con tarifa fija en el sur de California: llame al ${company.phone}, escriba a ${company.email} o envíenos un mensaje. Respondemos ${claimText.followUp}.`,
  eyebrow: 'Contáctenos',
  heading: 'Hablemos de su propiedad',
  intro: `Ya sea dueño de una casa en renta o de un edificio de apartamentos pequeño, cuéntenos lo que necesita. Administramos viviendas en todo el Inland Empire y el Valle de San Gabriel por ${claimText.flatRate}, ${claimText.noHiddenFees} y ${claimText.noPercentageCuts}, y respondemos cada consulta ${claimText.followUp}.`,
  officesTitle: 'Nuestras oficinas',
  phoneTitle: 'Llámenos',
  emailTitle: 'Escríbanos',
  hoursTitle: 'Horario de oficina',
  hoursText: 'Oficina: todos los días de 7 a.m. a 7 p.m.',
  maintenanceText: 'Emergencias de mantenimiento: las 24 horas, los 7 días',
  credentialsTitle: 'Con licencia y acreditados',
  credentials: [
    company.licence,
    'Miembro de NARPM®',
    'Miembro de la California Apartment Association',
  ],
  serviceAreaTitle: 'Zonas donde trabajamos',
  serviceAreaIntro:
    'El condado de San Bernardino, el Inland Empire, el este del Valle de San Gabriel y el Valle de Coachella, incluidas estas ciudades:',
  serviceAreaCities: servedCities.map((city) => city.label),
  formTitle: 'Cuéntenos sobre su propiedad',
  formIntro: `Compártanos algunos datos y un administrador de propiedades local se comunicará con usted ${claimText.followUp}. Sin compromiso y sin discursos de venta.`,
};
