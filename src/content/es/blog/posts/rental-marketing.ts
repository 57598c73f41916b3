import { claims } from '@/content/claims';
import { claimText } from '@/content/es/claims';
import { article } from '@/content/blog/article';

export const body = article(`
Una vivienda de renta vacía le cuesta dinero todos los días, y la rapidez con que se ocupa depende mucho más de la promoción que de la suerte. Promocionar bien una renta no es complicado: el precio correcto, fotos honestas y atractivas, un anuncio claro, una amplia difusión y respuestas rápidas. Este es el proceso que seguimos para ocupar las casas pronto con inquilinos calificados, y las reglas de California que hay que tener presentes en el camino.

## Empiece antes de que se vaya el inquilino actual

El mejor momento para promocionar una vivienda es el día en que recibe el aviso de desocupación. Organice la limpieza, la pintura y las reparaciones para que empiecen el día siguiente a la mudanza, y planee las visitas mientras el inquilino actual todavía vive ahí, si él está de acuerdo. Puede mostrar una vivienda ocupada a futuros inquilinos, pero la ley de California exige un aviso razonable por escrito antes de entrar, y se presume que 24 horas es razonable, con visitas en horario normal de oficina. Un inquilino saliente que coopera merece un agradecimiento; ofrecerle programar las visitas según su horario ayuda.

## Ponga el precio correcto desde el primer día

El precio es la herramienta de promoción más poderosa que tiene. Compare las casas anunciadas cerca que tengan recámaras, pies cuadrados, estacionamiento, patio y comodidades parecidos, y fíjese cuánto tiempo lleva cada una en el mercado. Ponga el precio dentro del rango en que las casas comparables de verdad se rentan, no en el que se quedan sin rentar. Si después de 10 a 14 días un anuncio tiene muchas vistas pero pocas preguntas, por lo general la razón es el precio, y un ajuste moderado a tiempo cuesta menos que otro mes vacío.

## Las fotos consiguen la visita

- Tome las fotos después de la limpieza y las reparaciones, en un día soleado, con todas las luces prendidas y las persianas abiertas.
- Use la cámara en horizontal y tome una foto amplia de cada cuarto desde una esquina, además de la cocina, los baños, el patio, el estacionamiento y el frente del edificio.
- Saque del cuadro el desorden, los objetos personales, los carros de la entrada y los botes de basura.
- Evite los lentes de gran angular extremo y los filtros exagerados; las fotos que hacen ver el espacio más grande de lo que es dejan visitantes decepcionados.
- Agregue un plano sencillo o un video corto del recorrido; los dos reducen las visitas de personas a las que la casa nunca les iba a convenir.

## Escriba un anuncio que responda las preguntas

Empiece con los datos que los inquilinos usan para filtrar: renta, depósito, recámaras, baños, pies cuadrados, fecha de disponibilidad, estacionamiento, lavandería, aire acondicionado, política de mascotas y qué servicios están incluidos. Luego describa la casa y su ubicación, como una cocina remodelada, un patio con sombra, el parque a unos pasos o lo cerca que queda de un empleador importante o de la autopista. Sea concreto y exacto; un anuncio honesto atrae a visitantes que quieren lo que usted ofrece.

Describa la propiedad, nunca al tipo de persona que quiere que viva en ella. Según las leyes federales y de California de vivienda justa, frases como “ideal para un profesionista soltero”, “solo adultos”, “no se aceptan niños”, “debe tener empleo” (cuando otros ingresos legales califican) o “no Sección 8” pueden considerarse discriminatorias. En California, rechazar a los solicitantes porque pagan la renta con un vale de vivienda es una discriminación ilegal por fuente de ingresos. En su lugar, exprese sus criterios de evaluación de forma neutral, por ejemplo: “ingresos de ${claims.tenantIncomeMultiple} veces la renta, de cualquier fuente legal y verificable”.

## Difúndalo ampliamente

Los inquilinos buscan en muchos lugares, así que un anuncio en un solo sitio web deja fuera a buena parte del mercado. Publicamos cada anuncio en ${claimText.listingChannels}, y además ponemos un letrero en el jardín. Que la información sea la misma en todas partes importa: cuando cambie el precio o la disponibilidad, actualice todos los anuncios a la vez para que los interesados nunca encuentren datos viejos.

## Responda rápido y precalifique con cortesía

La mayoría de los inquilinos escriben a varios anuncios a la vez y visitan las primeras casas que les contestan. Responda las preguntas en pocas horas, de preferencia en la misma hora, con los datos clave, los criterios de evaluación por escrito y los horarios disponibles para visitas. Compartir los criterios desde el principio es justo para todos y les ahorra tiempo a los solicitantes que no calificarían.

## Facilite las visitas

- Ofrezca horarios por la tarde y en fin de semana; muchos inquilinos no pueden ir durante la jornada de trabajo.
- Considere una casa abierta para las viviendas con mucha demanda, o visitas sin acompañante con identidad verificada y una caja de seguridad para las llaves en las que están vacías.
- Deje una hoja con la renta, el depósito, los criterios y cómo presentar la solicitud.
- Mantenga la casa limpia, fresca en verano y bien iluminada en cada visita.

## Que la solicitud sea sencilla y legal

Una solicitud en línea que funcione en el celular quita obstáculos justo cuando el interesado tiene más ganas. Siga las reglas de California sobre la cuota de evaluación: no cobre más del tope que se ajusta cada año según la inflación, dé un recibo detallado y devuelva la parte que no utilice. Revise las solicitudes completas en el orden en que llegan y aplique a todos los mismos requisitos por escrito. Desde julio de 2024, la mayoría de los propietarios no pueden cobrar un depósito de seguridad de más de un mes de renta, así que indique el depósito con claridad en el anuncio.

## Mida y ajuste

Lleve la cuenta cada semana de las vistas del anuncio, las preguntas, las visitas y las solicitudes. Muchas vistas con pocas preguntas apuntan al precio o a las fotos; muchas visitas sin solicitudes apuntan al estado de la casa o a que no corresponde con el anuncio. Con un proceso disciplinado, la mayoría de nuestras viviendas se ocupan en un plazo ${claimText.fillTime}, y los inquilinos que presentan su solicitud son justo aquellos para quienes se escribió el anuncio.

> ¿Necesita ayuda para ocupar una vivienda vacía?
> La promoción, las visitas y la preparación del contrato están incluidas en nuestra administración con tarifa fija, y la ${claimText.feature('screening', 'evaluación de solicitantes')} también lo estará. Las reglas de vivienda justa y de evaluación varían según la ciudad y cambian con frecuencia; si tiene preguntas sobre una situación concreta, consulte a un abogado calificado de California con experiencia en la relación entre propietarios e inquilinos.
`);
