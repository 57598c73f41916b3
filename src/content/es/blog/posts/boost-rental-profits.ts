import { claimText } from '@/content/es/claims';
import { article } from '@/content/blog/article';

export const body = article(`
La ganancia de una propiedad de renta no depende solo de la renta. Es la renta que usted realmente cobra, menos los periodos vacíos, los cambios de inquilino, las reparaciones, el seguro, los impuestos y la administración, durante los años en que es dueño de la propiedad. Las mejoras pequeñas en cada uno de esos renglones se van sumando. Estas son las palancas que, según vemos, hacen la mayor diferencia para los propietarios del Sur de California.

## 1. Ponga el precio según el mercado, no según su hipoteca

La renta correcta la fijan las viviendas comparables que están disponibles hoy, no lo que usted necesita para cubrir sus gastos. Compare casas de tamaño, estado, estacionamiento y comodidades parecidos en un radio de una o dos millas, y fíjese cuánto tiempo llevan anunciadas. Una casa con un precio un poco arriba del mercado puede pasar semanas sin rentarse, y un solo mes vacío de más borra lo que ganaría en un año por pedir cien dólares adicionales.

Revise la renta en cada renovación, pero conozca primero las reglas. Muchas viviendas de renta en California están cubiertas por la Ley de Protección al Inquilino de 2019 (AB 1482), que limita los aumentos dentro de cualquier periodo de 12 meses al 5% más el aumento local del costo de vida, con un máximo del 10%. Algunas ciudades tienen un control de rentas local más estricto. La ley estatal también exige un aviso por escrito de al menos 30 días para un aumento del 10% o menos, y de 90 días para uno mayor. Existen exenciones, por ejemplo para muchas casas unifamiliares que son propiedad de personas físicas, pero por lo general solo si el contrato de arrendamiento incluye el aviso de exención que exige la ley, así que verifíquelo antes de contar con una.

## 2. Reduzca los periodos vacíos y los cambios de inquilino

En los cambios de inquilino es donde desaparecen las ganancias: limpieza, pintura, reparaciones, promoción y semanas sin renta. Conservar a un buen inquilino un año más suele valer más que cualquier aumento que pudiera conseguir con uno nuevo.

- Empiece a hablar de la renovación de 60 a 90 días antes de que termine el contrato, no en la última semana.
- Atienda rápido las solicitudes de mantenimiento y avise a los inquilinos cuándo está programado el trabajo.
- Ofrezca una mejora pequeña al renovar, como un ventilador de techo nuevo o pintura fresca en un cuarto.
- Mantenga aumentos razonables para los inquilinos cumplidos; un aumento moderado que los retenga suele ser el mejor negocio.
- Cuando sí cambie el inquilino, prepare el anuncio antes de la mudanza para publicarlo de inmediato. La mayoría de nuestras viviendas se rentan en un plazo ${claimText.fillTime}.

## 3. Haga mejoras por las que los inquilinos sí pagan

No toda remodelación se recupera con la renta. Los mejores rendimientos suelen venir de mejoras prácticas y duraderas que se ven bien en las fotos y reducen las reparaciones futuras. En el Inland Empire y en las comunidades del desierto, un aire acondicionado confiable es casi indispensable y tiene un efecto directo en qué tan rápido se renta una casa. Los acabados de lujo, en cambio, rara vez recuperan su costo en una propiedad de renta.

- Piso de vinil tipo duela de lujo en lugar de alfombra en las áreas comunes
- Pintura neutra y lavable e iluminación LED en toda la casa
- Conexiones para lavadora y secadora dentro de la vivienda, o los aparatos si hay espacio
- Ventiladores de techo, persianas o cortinas y un aire acondicionado central eficiente
- Cerraduras sin llave, que además facilitan los cambios de inquilino y las visitas
- Jardinería resistente a la sequía con riego por goteo, que baja el recibo del agua y el mantenimiento

## 4. Controle los gastos de operación

Compare precios de su seguro de propietario cada uno o dos años y asegúrese de que la cobertura corresponda a la propiedad, incluida la pérdida de renta y la responsabilidad civil. La Proposición 13 limita los aumentos anuales del valor fiscal de su propiedad, pero si los valores del mercado en su zona bajan por debajo de ese valor, puede pedir al tasador del condado (county assessor) una revisión por disminución de valor. Muchas agencias locales de agua ofrecen reembolsos por controladores de riego inteligentes y por reemplazar el pasto. Sobre todo, el mantenimiento preventivo es más barato que las reparaciones de emergencia: darle servicio al aire acondicionado cada primavera e inspeccionar el techo cada otoño evita las llamadas más caras.

## 5. Agregue ingresos adicionales legítimos

Según la propiedad, tal vez pueda cobrar aparte por un garaje, una bodega, estacionamiento adicional o lavandería en el lugar. Aceptar mascotas amplía el número de solicitantes, y es común cobrar una renta mensual por mascota. Tenga en cuenta dos reglas de California: cualquier depósito por mascota cuenta dentro del límite legal del depósito de seguridad total, y los animales de asistencia de personas con discapacidad no son mascotas, así que no puede cobrar renta ni depósito por mascota por ellos. Si piensa cobrar a los inquilinos los servicios públicos, siga las reglas estatales sobre medidores individuales y reparto de costos, y explique el método en el contrato.

## 6. Cobre la renta de forma confiable

Los pagos en línea con recordatorios automáticos reducen los atrasos más que cualquier multa. Ponga en el contrato la fecha de pago, el periodo de gracia y un cargo razonable por pago tardío; las cortes de California pueden negarse a hacer cumplir cargos por atraso desproporcionados frente a los costos reales del propietario. California también exige que el propietario acepte al menos una forma de pago que no sea efectivo ni transferencia electrónica, así que mantenga disponible la opción de cheque o giro postal (money order). Cuando la renta se atrase, dé seguimiento el mismo día, y si necesita entregar un aviso de tres días para pagar o desocupar, asegúrese de que indique solo la renta que se debe y de que se entregue correctamente.

## 7. Aproveche las reglas de impuestos y lleve buenos registros

Por lo general, los dueños de propiedades de renta pueden deducir los intereses de la hipoteca, el impuesto predial, el seguro, las reparaciones, las cuotas de administración y otros gastos ordinarios, y depreciar el edificio (no el terreno) en 27.5 años. La línea entre una reparación deducible y una mejora que se debe depreciar no siempre es clara, y las reglas sobre pérdidas pasivas pueden limitar lo que deduce en un año determinado. Guarde cada recibo y un estado de cuenta mensual de cada propiedad, y trabaje con un contador público (CPA) que conozca los bienes raíces de renta.

## 8. Mantenga fijo el costo de administración

Una cuota de administración basada en un porcentaje crece cada vez que sube la renta, así que parte de cada aumento que usted gana se va a su administrador. Con ${claimText.flatRate}, ${claimText.noHiddenFees} y ${claimText.noPercentageCuts}, el aumento se queda con usted. Los pagos al propietario llegan ${claimText.payout}, junto con un estado de cuenta que puede entregar a su contador.

> Empiece con un solo cambio
> No tiene que hacerlo todo a la vez. Elija la palanca donde su propiedad tenga más margen de mejora, por lo general el precio o los cambios de inquilino, mida el resultado durante un año y luego pase a la siguiente. Las reglas que mencionamos aquí cambian con el tiempo y varían según la ciudad; verifique los detalles de su propiedad con un profesional calificado.
`);
