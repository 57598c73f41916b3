/**
 * Los Términos del servicio en español: la traducción de ../terms.ts, con las mismas 13
 * secciones y anclas. Se ofrece para comodidad del lector; la versión en inglés prevalece.
 */
import { claims } from '../claims';
import type { TermsContent } from '../terms';
import { claimText } from './claims';
import { company } from '@/config/company';

export const termsContent: TermsContent = {
  seoTitle: `Términos del servicio | ${company.shortName}`,
  seoDescription: `Los términos que rigen el uso del sitio web de ${company.name} y de nuestros servicios de administración de propiedades.`,
  title: 'Términos del servicio',
  contentsLabel: 'Secciones',
  dateLabel: 'Última actualización',
  date: '2024-12',
  languageNotice: {
    text: 'Esta traducción al español se ofrece para su comodidad. Si difiere de la versión en inglés, prevalece la versión en inglés.',
    linkLabel: 'Ver la versión en inglés',
  },
  sections: [
    {
      id: 'acceptance',
      title: '1. Aceptación de estos términos',
      paragraphs: [
        `Estos Términos del servicio rigen el uso del sitio web de ${company.name} (“nosotros”) y de los servicios de administración de propiedades que ofrecemos. Al usar este sitio web, enviar un formulario o contratar nuestros servicios, usted acepta estos términos. Si no está de acuerdo, le pedimos que no use el sitio web ni nuestros servicios.`,
      ],
    },
    {
      id: 'services',
      title: '2. Nuestros servicios',
      paragraphs: [
        'Ofrecemos servicios de administración de propiedades residenciales en el sur de California, que pueden incluir la promoción de la propiedad y la colocación de inquilinos, la evaluación de solicitantes, el cobro de la renta, la coordinación del mantenimiento, la preparación y renovación de contratos de arrendamiento, informes para el propietario, el cumplimiento legal y la coordinación de desalojos, y la administración de rentas vacacionales. Los servicios incluidos en su plan se describen en nuestra página de precios y en su contrato de administración por escrito.',
        'La información de este sitio web, incluidos los artículos del blog y las respuestas a las preguntas frecuentes, es información general y no constituye asesoría legal, fiscal ni financiera. Consulte a un profesional calificado sobre su situación particular.',
      ],
    },
    {
      id: 'agreement',
      title: '3. Contrato de administración',
      paragraphs: [
        'La administración de una propiedad comienza solo cuando usted y nosotros firmamos un contrato de administración de propiedades por escrito. Si algo de ese contrato contradice estos términos, el contrato de administración prevalece para la propiedad que cubre.',
      ],
    },
    {
      id: 'fees',
      title: '4. Tarifas y pagos',
      paragraphs: [
        `Por la administración cobramos ${claimText.flatRate} por unidad, según el plan y el plazo de facturación que elija, ${claimText.noHiddenFees} y ${claimText.noPercentageCuts}. Las tarifas por colocación de inquilinos y cualquier otro cargo aparecen en nuestra página de precios y en su contrato de administración.`,
        `Las tarifas de administración se descuentan de la renta cobrada por la propiedad. Le enviamos el resto de los fondos ${claimText.payout}, junto con un estado de cuenta mensual. Si la renta cobrada no alcanza para cubrir las tarifas y los gastos aprobados, usted acepta pagar la diferencia dentro de los 15 días siguientes a nuestra factura.`,
      ],
    },
    {
      id: 'owner-responsibilities',
      title: '5. Responsabilidades del propietario',
      paragraphs: [
        'Usted declara que es dueño de la propiedad o que tiene autorización para contratarnos para administrarla, y que la información que nos da sobre ella es exacta y completa. Usted se compromete a mantener la propiedad asegurada, con una cobertura de responsabilidad civil que nos incluya como asegurado adicional cuando el contrato de administración lo exija; a mantener una reserva para reparaciones; y a informarnos sin demora de cualquier defecto, peligro o procedimiento legal conocido que afecte la propiedad.',
        'Usted sigue siendo responsable de las obligaciones legales del propietario de un inmueble, incluidas la habitabilidad, las divulgaciones obligatorias y el cumplimiento de las leyes de vivienda justa (fair housing), y se compromete a no pedirnos que actuemos de una manera que infrinja cualquier ley.',
      ],
    },
    {
      id: 'tenants',
      title: '6. Colocación y evaluación de inquilinos',
      paragraphs: [
        'Promocionamos las propiedades en renta y evaluamos a los solicitantes con criterios escritos que aplicamos de la misma manera a cada solicitante, de conformidad con las leyes federales, estatales de California y locales de vivienda justa. No garantizamos el comportamiento ni el cumplimiento futuro de ningún inquilino, ni que una propiedad se rente en un plazo determinado o a un precio determinado.',
      ],
    },
    {
      id: 'maintenance',
      title: '7. Mantenimiento y reparaciones',
      paragraphs: [
        'Coordinamos el mantenimiento con proveedores independientes con licencia. Las reparaciones que superen el límite de aprobación fijado en su contrato de administración requieren su aprobación, salvo en emergencias que pongan en riesgo la salud, la seguridad o la propiedad, o que afecten su habitabilidad; en esos casos podemos actuar de inmediato y le avisaremos sin demora. Nuestra línea de mantenimiento está disponible las 24 horas, los 7 días de la semana. Los proveedores son responsables de su propio trabajo y de sus garantías.',
      ],
    },
    {
      id: 'protection',
      title: '8. Cobertura de protección',
      paragraphs: [
        'La cobertura de protección incluida en ciertos planes está sujeta a los límites, condiciones y exclusiones del programa de cobertura vigente cuando surja un reclamo. Los límites de cobertura que aparecen en nuestro sitio web son montos máximos, no garantías de pago, y los reclamos deben reportarse sin demora con la documentación que exija el programa.',
      ],
    },
    {
      id: 'liability',
      title: '9. Limitación de responsabilidad',
      paragraphs: [
        'En la máxima medida permitida por la ley, nuestra responsabilidad total ante usted por cualquier reclamo que surja de nuestros servicios o de este sitio web tiene un límite de seis meses de tarifas de administración: el total de las tarifas de administración que nos pagó por la propiedad afectada durante los seis meses anteriores al hecho que dio origen al reclamo. No somos responsables de daños indirectos, incidentales, especiales o consecuentes, incluidas la renta o las ganancias perdidas, ni de los actos u omisiones de inquilinos, proveedores u otros terceros. Nada de lo dispuesto en estos términos limita la responsabilidad que no puede limitarse según las leyes de California, como la responsabilidad por fraude o por conducta dolosa.',
      ],
    },
    {
      id: 'indemnification',
      title: '10. Indemnización',
      paragraphs: [
        'Usted se compromete a indemnizarnos y a eximirnos de responsabilidad frente a reclamos, pérdidas y gastos, incluidos honorarios razonables de abogados, que surjan del estado de su propiedad, del incumplimiento de estos términos o de su contrato de administración, o de las acciones que realicemos siguiendo sus instrucciones por escrito, salvo en la medida en que los cause nuestra propia negligencia o conducta dolosa.',
      ],
    },
    {
      id: 'termination',
      title: '11. Plazo y terminación',
      paragraphs: [
        `Tanto usted como nosotros podemos terminar la administración de una propiedad con un aviso por escrito de ${claims.cancellationNoticeDays} días. Al terminar, le entregaremos una rendición de cuentas final, transferiremos los depósitos de seguridad de los inquilinos y los registros como lo exige la ley, y le enviaremos los fondos restantes una vez pagadas las tarifas pendientes y los gastos aprobados.`,
      ],
    },
    {
      id: 'website',
      title: '12. Uso del sitio web, contenido y privacidad',
      paragraphs: [
        'El contenido de este sitio web, incluidos los textos, los gráficos y los logotipos, nos pertenece a nosotros o a quienes nos otorgan licencias, y no puede copiarse para uso comercial sin permiso. Usted se compromete a no hacer mal uso del sitio web, a no interferir con su funcionamiento y a no enviar información falsa por medio de sus formularios.',
        'Cuando usted envía un formulario, usamos su información para responder a su consulta y prestarle nuestros servicios. No vendemos su información personal. Los residentes de California tienen derechos sobre su información personal según la ley de privacidad del estado, y puede comunicarse con nosotros para ejercerlos.',
      ],
    },
    {
      id: 'general',
      title: '13. Ley aplicable, cambios y contacto',
      paragraphs: [
        'Estos términos se rigen por las leyes del estado de California. Podemos actualizar estos términos de vez en cuando; la fecha al principio de esta página indica cuándo cambiaron por última vez, y si usted sigue usando el sitio web después de un cambio, acepta los términos actualizados.',
        `¿Tiene preguntas sobre estos términos? Comuníquese con nosotros a ${company.email} o al ${company.phone}. ${company.name}, ${company.licence}.`,
      ],
    },
  ],
};
