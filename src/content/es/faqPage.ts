/** The /faq page around the questions, in Spanish (the questions are ./faq.ts). */
import type { FaqPageCopy } from '../faqPage';
import { claimText } from './claims';
import { company } from '@/config/company';

export const faqPageCopy: FaqPageCopy = {
  seoTitle: `Preguntas frecuentes sobre administración de propiedades | ${company.shortName}`,
  seoDescription: `Respuestas sobre nuestra administración de propiedades con tarifa fija: ${claimText.flatRate}, ${claimText.noPercentageCuts}, colocación de inquilinos, pagos, mantenimiento, zonas de servicio y cancelación con ${claimText.cancellation}.`,
  eyebrow: 'Ayuda para propietarios',
  title: 'Preguntas frecuentes',
  intro:
    'Respuestas claras sobre cómo funciona la administración con tarifa fija, cuánto cuesta y lo que hacemos por usted y por sus inquilinos.',
  closing: {
    title: '¿Le quedan dudas?',
    text: `Hable con una persona de verdad: respondemos cada consulta ${claimText.followUp}.`,
    contact: 'Contáctenos',
    scheduleDemo: 'Agende una llamada',
  },
};
