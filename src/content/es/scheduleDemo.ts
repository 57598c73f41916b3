/** The consultation page in Spanish (../scheduleDemo.ts). */
import type { ScheduleDemoCopy } from '../scheduleDemo';
import { company } from '@/config/company';
import { claimText } from './claims';

export const scheduleDemoCopy: ScheduleDemoCopy = {
  seoTitle: `Agende su llamada de consulta | ${company.shortName}`,
  seoDescription: `Agende una llamada de consulta gratis con ${company.name}. Elija un horario disponible en las próximas dos semanas y reciba una invitación de calendario por correo, con una guía gratis sobre los errores más costosos de los propietarios que administran por su cuenta.`,
  back: 'Volver al inicio',
  heading: 'Agende su llamada de consulta',
  intro: `Elija un horario disponible en las próximas dos semanas y queda agendado. Un administrador de propiedades local le llamará para conocer su propiedad, responder sus preguntas y mostrarle todo lo que cubre ${claimText.flatRate}. Sin presiones y sin compromiso.`,
  expectTitle: 'Qué puede esperar',
  expect: [
    'Una llamada breve y amable sobre su propiedad y sus metas',
    `Una cotización clara: ${claimText.flatRate}, ${claimText.noHiddenFees}, ${claimText.noPercentageCuts}`,
    'Una invitación de calendario por correo en cuanto agende, y un recordatorio antes de la llamada',
    'Una guía gratis por correo con los 10 errores más costosos de los propietarios que administran por su cuenta',
  ],
};
