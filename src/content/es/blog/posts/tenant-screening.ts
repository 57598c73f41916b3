import { APPLICATION_FEE_CAP } from '@contract/application-fee.ts';
import { claimText } from '@/content/es/claims';
import { formatDollars } from '@contract/money-format.ts';
import { article } from '@/content/blog/article';

export const body = article(`
Evaluar con cuidado a los inquilinos es la mejor protección que tiene un propietario contra la renta no pagada, los daños y los desalojos. En California también es una de las partes más reguladas de rentar una vivienda. Un buen proceso es minucioso, se pone por escrito de antemano y se aplica de la misma manera a cada solicitante. Esta guía explica cómo lo hacemos nosotros y las reglas estatales que marcan cada paso.

## Escriba sus criterios antes de anunciar

Decida sus requisitos mínimos antes de que llegue la primera pregunta y póngalos por escrito: ingresos, crédito, historial de renta, límite de ocupantes, mascotas y cualquier otro requisito. Entregue los criterios a cada solicitante, revise las solicitudes completas en el orden en que las recibe y anote por qué aprobó o rechazó cada una. La constancia es lo que le permite defender una decisión si alguna vez se cuestiona.

## La vivienda justa va primero

La Ley de Empleo y Vivienda Justa de California (FEHA, por sus siglas en inglés) protege a más grupos que la ley federal. No puede tratar de forma distinta a los solicitantes por su raza, color, religión, sexo, género, identidad o expresión de género, orientación sexual, estado civil, origen nacional, ascendencia, situación familiar, discapacidad, información genética, condición de veterano o militar, o fuente de ingresos, entre otras características.

- La fuente de ingresos incluye la asistencia para vivienda federal, estatal y local, como los vales Housing Choice (Sección 8). Rechazar a quienes tienen un vale, o anunciar “no Sección 8”, es ilegal en California.
- Cuando un solicitante recibe un subsidio para la renta, el requisito de ingresos por lo general debe aplicarse solo a la parte de la renta que paga el inquilino.
- Si usted revisa el historial de crédito y el solicitante tiene un subsidio de renta del gobierno, la ley estatal le exige ofrecer la opción de presentar otra prueba legal y verificable de su capacidad de pago, como estados de cuenta de beneficios o comprobantes de pagos de renta puntuales.
- Los solicitantes con discapacidad pueden pedir adaptaciones razonables, incluidos los animales de asistencia en una casa donde no se permiten mascotas. Los animales de asistencia no son mascotas, y no puede cobrar renta ni depósito por mascota por ellos.

## La cuota de solicitud

El Código Civil de California, sección 1950.6, pone un tope a la cuota de solicitud: $30 ajustados cada año según la inflación, es decir, ${formatDollars(APPLICATION_FEE_CAP.amount, 'en', { cents: true })} por solicitante en ${APPLICATION_FEE_CAP.year} (ninguna agencia del estado publica la cifra, así que verifíquela cada enero). La cuota solo puede cubrir sus gastos reales de evaluación y su tiempo. Debe dar al solicitante un recibo detallado y devolverle la parte que no utilizó. Desde el 1 de enero de 2025 (AB 2493), debe enviar a cada solicitante una copia del reporte de crédito en un plazo de 7 días desde que lo recibe, sin esperar a que se lo pida, y solo puede cobrar la cuota si evalúa las solicitudes en el orden en que llegan y ofrece la vivienda al primer solicitante que califica, o si devuelve la cuota a todos los solicitantes que no elige. Nunca cobre una cuota cuando no hay ninguna vivienda disponible.

## Los pasos de la evaluación

### Identidad y solicitud

Confirme que la solicitud esté completa y que el solicitante sea quien dice ser. Cada adulto que vaya a vivir en la casa debe presentar su solicitud. Use para todos el mismo formulario, las mismas preguntas y la misma cuota.

### Ingresos

Nuestro requisito es un ingreso familiar verificable de ${claimText.tenantIncome}. Los talones de pago, la verificación del empleador, los estados de cuenta bancarios, las cartas de oferta de empleo, las declaraciones de impuestos de quienes trabajan por su cuenta y las cartas de adjudicación de beneficios son pruebas aceptables. Cuente todos los ingresos legales y verificables, no solo el salario.

### Crédito

Fíjese en el patrón más que en la puntuación sola. Los saldos pendientes con caseros anteriores o con compañías de servicios dicen más que una cuenta médica en cobranza o un historial corto de un solicitante joven. La ley de California también prohíbe que el propietario use como factor negativo, al evaluar una solicitud, la renta no pagada durante el periodo de emergencia por el COVID-19 (de marzo de 2020 a septiembre de 2021).

### Historial de renta

Llame a los dos caseros más recientes, no solo al actual, que podría tener motivos para dar una referencia excelente de un inquilino del que quiere deshacerse. Pregunte si la renta se pagaba a tiempo, si el inquilino avisó debidamente antes de irse, si se le devolvió el depósito completo y si le volverían a rentar. Tenga en cuenta que muchos expedientes de desalojo de las cortes de California no son públicos, y que una demanda de desalojo que se desestimó o se resolvió por acuerdo no es lo mismo que una sentencia.

### Antecedentes penales

Esta es el área con las reglas más estrictas. Según los reglamentos de la FEHA, no puede tomar en cuenta arrestos que no terminaron en una condena, condenas selladas, desestimadas o borradas del expediente, ni antecedentes de menores de edad, y una prohibición general contra cualquier persona con antecedentes probablemente será impugnada. Cualquier condena que sí tome en cuenta debe estar directamente relacionada con la seguridad de las personas o de la propiedad, con una evaluación individual de su naturaleza, de cuánto tiempo ha pasado y de las pruebas de rehabilitación. Varios gobiernos locales, entre ellos la Ciudad de Los Ángeles y el Condado de Los Ángeles, tienen ordenanzas de vivienda con oportunidad justa que restringen o retrasan aún más la revisión de antecedentes penales. Verifique las reglas de la ciudad donde está su propiedad antes de incluir este paso.

## Tomar la decisión y comunicarla

Apruebe al primer solicitante que cumpla sus criterios por escrito. Si rechaza una solicitud, o la aprueba solo con un depósito mayor o con un aval, por información de un reporte de consumidor, la ley federal exige un aviso de acción adversa que nombre a la empresa de evaluación y explique el derecho del solicitante a una copia gratuita del reporte y a disputarlo. Recuerde que desde el 1 de julio de 2024 la mayoría de los propietarios no pueden cobrar un depósito de seguridad de más de un mes de renta, así que muchas veces un depósito mayor ni siquiera es una opción.

1. Publique criterios por escrito y entréguelos a cada solicitante.
2. Acepte las solicitudes completas en el orden en que las recibe.
3. Verifique la identidad, los ingresos, el crédito y el historial de renta de la misma manera para todos.
4. Aplique las reglas de vivienda justa, de fuente de ingresos y de antecedentes penales de su ciudad.
5. Decida pronto, documente las razones y envíe los avisos obligatorios.
6. Guarde los expedientes de evaluación en un lugar seguro y destrúyalos de forma segura cuando ya no los necesite.

> Si tiene dudas, pregunte
> Las reglas de evaluación cambian con frecuencia y varían de una ciudad a otra. Esta guía es información general, no asesoría legal; para una situación concreta, consulte a un abogado de California con experiencia en la relación entre propietarios e inquilinos, o a un administrador de propiedades profesional que evalúa solicitantes cada semana.
`);
