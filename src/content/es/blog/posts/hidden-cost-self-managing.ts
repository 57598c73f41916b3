import { claimText } from '@/content/es/claims';
import * as figures from '@/content/blog/posts/hidden-cost-figures';
import { article } from '@/content/blog/article';
import { formatDollars } from '@contract/money-format.ts';

export const body = article(`
Muchos propietarios deciden administrar su propia vivienda de renta para ahorrarse la cuota de administración. En papel, parece puro ahorro. En la práctica, administrar por su cuenta trae costos que nunca aparecen como un renglón en su estado de cuenta: las semanas que la vivienda pasa vacía, las noches dedicadas a llamadas y papeleo, las reparaciones pagadas a precio de menudeo y el riesgo legal de equivocarse en un aviso o en un descuento al depósito según la ley de California. Así puede ponerle un número realista a cada uno antes de decidir.

## La vivienda vacía es el gasto más caro que no se ve

Cada semana que su propiedad está vacía le cuesta más o menos una semana de renta, y aun así usted sigue pagando la hipoteca, el impuesto predial, el seguro y los servicios. En una casa que se renta en ${formatDollars(figures.exampleRent)} al mes, una semana vacía cuesta alrededor de ${figures.weeklyRent}, y seis semanas vacías cuestan unos ${figures.sixWeekVacancy} de renta perdida, sin contar los gastos fijos. Los propietarios que administran por su cuenta suelen tener periodos vacíos más largos por razones previsibles: el anuncio sale tarde, las fotos se toman con el celular al atardecer, las preguntas de los interesados esperan hasta la noche para recibir respuesta y las visitas tienen que acomodarse al horario de trabajo.

Una empresa de arrendamiento profesional acorta ese tiempo: prepara el anuncio antes de que se vaya el inquilino actual, lo publica en ${claimText.listingChannels}, contesta las preguntas el mismo día y muestra la casa cuando los interesados pueden verla. La mayoría de las viviendas que rentamos tardan ${claimText.fillTime} en ocuparse. Si su último cambio de inquilino tardó dos meses, esa diferencia por sí sola puede valer más que un año de cuotas fijas de administración.

## Su tiempo tiene un precio

Los propietarios suelen subestimar las horas. Un solo cambio de inquilino puede llevar de 15 a 30 horas si suma la limpieza y la coordinación de reparaciones, las fotos, el anuncio, las llamadas, las visitas, la evaluación de solicitantes y la firma del contrato. Entre un inquilino y otro hay un goteo constante de tareas más pequeñas que llegan en los momentos menos oportunos.

- Promocionar la vivienda, contestar preguntas y mostrar la propiedad
- Evaluar solicitudes, verificar ingresos y llamar a los caseros anteriores
- Preparar el contrato de arrendamiento y las divulgaciones que exige California
- Cobrar la renta, dar seguimiento a los pagos atrasados y entregar los avisos correctamente
- Coordinar reparaciones, incluidas las emergencias de noche y en fin de semana
- Llevar el registro de depósitos, gastos y recibos para su declaración de impuestos

Multiplique un cálculo realista de esas horas al año por lo que vale una hora de su tiempo. Para los propietarios con trabajos exigentes o con más de una propiedad, ese número suele ser mayor que la cuota que querían evitar, y no incluye el estrés de una llamada a las 2 de la mañana por una tubería de agua reventada.

## Las reparaciones cuestan más cuando paga precio de menudeo

El propietario individual suele llamar a quien pueda venir más pronto, al precio que le cotice, muchas veces con prisa. Una administradora que contrata trabajos para muchas casas tiene proveedores de confianza, tarifas conocidas y el peso para exigir calidad y puntualidad a los contratistas. Además, los problemas pequeños se detectan antes: una fuga lenta que se nota en una inspección de rutina es una reparación barata, mientras que la misma fuga descubierta cuando el inquilino se muda puede significar tablaroca y pisos nuevos y la eliminación de moho.

Aplazar el mantenimiento también tiene un lado legal. En California, todo contrato de arrendamiento residencial incluye una garantía implícita de habitabilidad, y los inquilinos tienen recursos cuando el propietario no corrige condiciones que hacen la vivienda inhabitable, como reparar y descontar el costo de la renta en ciertos casos limitados o retener la renta en los casos graves. Responder rápido es más barato y más seguro.

## Un error legal puede costar más que años de cuotas

La ley de California entre propietarios e inquilinos es detallada y cambia casi cada año. Estas son las áreas donde más tropiezan los propietarios que administran por su cuenta:

- Depósitos de seguridad: desde el 1 de julio de 2024, la ley AB 12 limita a la mayoría de los propietarios a un depósito de un mes de renta, y el depósito debe devolverse con un estado detallado de los descuentos dentro de los 21 días después de que el inquilino se muda. Quedarse con un depósito de mala fe puede exponerlo a pagar daños de hasta el doble del depósito, además de la cantidad que debe.
- Avisos: un aviso de tres días para pagar la renta o desocupar debe indicar la renta que realmente se debe, y en su plazo no cuentan los fines de semana ni los días feriados de la corte. Un aviso con errores puede obligarlo a empezar todo el proceso de nuevo.
- Aumentos de renta y terminaciones: muchas propiedades están cubiertas por la Ley de Protección al Inquilino de 2019 (AB 1482), que pone un tope a los aumentos anuales y exige una causa justa para terminar la mayoría de los arrendamientos después del primer año.
- Vivienda justa: los anuncios o las evaluaciones que discriminan a un grupo protegido, incluidos los solicitantes que pagan parte de la renta con un vale de vivienda, pueden dar lugar a quejas y a pagar daños.

Una sola disputa por un depósito o una demanda por desalojo injustificado puede costar fácilmente más que varios años de cuotas de administración. Las reglas también cambian de una ciudad a otra, así que tome este artículo como información general y consulte sus dudas concretas con un abogado de California con experiencia en la relación entre propietarios e inquilinos.

## La calidad de los inquilinos y la rotación

El inquilino más caro es el equivocado. Un desalojo en California suele tardar de semanas a meses, y la renta no pagada, los gastos de la corte, los honorarios de abogados y las reparaciones se acumulan rápido. Una evaluación constante y documentada, con ingresos verificados de ${claimText.tenantIncome}, historial de renta y crédito, aplicada igual a cada solicitante, evita la mayoría de esas pérdidas. Los buenos inquilinos también se quedan más tiempo cuando sus solicitudes de mantenimiento se atienden pronto y la comunicación es profesional, y cada renovación es un cambio de inquilino que usted no paga.

## Compare los números reales

Las administradoras tradicionales suelen cobrar del ${figures.percentLow} al ${figures.percentHigh}% de la renta cobrada, con frecuencia más cargos por arrendamiento, por renovación y un sobreprecio en el mantenimiento. Con una renta de ${formatDollars(figures.exampleRent)} al mes, del ${figures.percentLow} al ${figures.percentHigh}% son de ${figures.lowFee} a ${figures.highFee} al mes antes de los extras, y esa cantidad sube cada vez que sube su renta. Nosotros cobramos ${claimText.flatRate}, ${claimText.noHiddenFees} y ${claimText.noPercentageCuts}, así que un aumento de renta se queda con usted.

1. Calcule cuántas semanas suele estar vacía su vivienda y multiplíquelas por su renta semanal.
2. Calcule sus horas de trabajo de administración al año y multiplíquelas por lo que vale su hora.
3. Sume lo que paga de más por reparaciones contratadas con prisa o a precio de menudeo.
4. Sume una reserva para el riesgo legal: disputas por depósitos, avisos con errores y quejas de vivienda justa.
5. Compare el total con un año de cuotas fijas de administración.

> En resumen
> Si los costos ocultos suman más que la cuota, administrar por su cuenta no le está ahorrando dinero: le está costando tiempo y rendimiento. Haga las cuentas para su propia propiedad y, si quiere una segunda opinión, con gusto las revisamos con usted.
`);
