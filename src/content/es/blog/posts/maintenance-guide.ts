import { company } from '@/config/company';
import { article } from '@/content/blog/article';

export const body = article(`
El Sur de California trata bien a los edificios comparado con casi todo el país, pero tiene sus propios desafíos: calor de más de 100°F en verano en el Inland Empire y el Valle de Coachella, agua dura, los vientos secos de Santa Ana, la temporada de incendios y las tormentas de invierno cortas pero intensas. Un plan sencillo por temporada mantiene cómodos a los inquilinos, detecta los problemas pequeños antes de que salgan caros y lo mantiene a usted dentro de las reglas de habitabilidad de California.

## Lo que California exige en toda vivienda de renta

Todo contrato de arrendamiento residencial en California incluye una garantía implícita de habitabilidad. El Código Civil de California, sección 1941.1, enumera lo básico: impermeabilización y protección eficaz del techo y las paredes contra el clima, plomería y gas en buen funcionamiento, agua corriente fría y caliente, calefacción, instalación eléctrica segura, un lugar limpio e higiénico sin plagas, botes de basura suficientes, y pisos, escaleras y barandales en buen estado. Otras leyes agregan requisitos concretos:

- Alarmas de humo que funcionen en cada vivienda, y detectores de monóxido de carbono en las casas con un aparato de gas, una chimenea o un garaje adjunto.
- Calentadores de agua sujetos, anclados o amarrados contra terremotos.
- Cerraduras de seguridad (deadbolt) en las puertas principales de entrada y seguros en las ventanas exteriores.
- Ausencia de moho visible y de otras condiciones que los códigos locales consideran deficientes.

Las emergencias, como quedarse sin agua, un olor a gas, un drenaje que se regresa o la falta de calefacción en tiempo de frío, se arreglan de inmediato. Para las demás reparaciones, la ley estatal considera razonable un plazo de 30 días para el recurso de reparar y descontar, pero lo mejor es confirmar cada solicitud en menos de un día y programar el trabajo pronto. Salvo en una emergencia, avise por escrito al inquilino antes de entrar; se presume que 24 horas es un aviso razonable, y la entrada debe ser en horario normal de oficina.

## Primavera: prepárese para el calor

- Mande dar servicio al aire acondicionado: cambie los filtros, limpie los serpentines del condensador y revise el refrigerante y las líneas de drenaje. Las descomposturas por el calor en julio son las llamadas de emergencia más comunes en las zonas del interior.
- Si la casa tiene un enfriador evaporativo (cooler), dele servicio: almohadillas nuevas, el depósito limpio y la bomba funcionando.
- Pruebe el sistema de riego, repare los aspersores rotos y cambie a riego por goteo donde pueda.
- Programe el control de plagas; las hormigas y los roedores se activan cuando sube la temperatura.
- Revise los mosquiteros, los burletes de las puertas y los sellos contra el clima.

## Verano: mantenga la casa fresca y segura

- Dé a los inquilinos una forma clara de reportar fallas del aire acondicionado y responda el mismo día.
- Pida a los inquilinos que cambien los filtros de aire cada mes en la temporada de más uso, o programe usted el cambio.
- Revise la ventilación y el aislamiento del ático; un ático caliente hace que el sistema trabaje sin parar.
- Si la casa tiene alberca o jacuzzi, revise las cercas, las puertas, las tapas de los drenajes y dónde se guardan los químicos.
- Busque rociado de más y fugas del riego, que suben el recibo del agua y dañan los cimientos.

## Otoño: prepárese para el viento, el fuego y la lluvia

- Limpie las canaletas y los bajantes e inspeccione el techo antes de la temporada de lluvias, que por lo general va de noviembre a marzo.
- Pode los árboles para alejarlos del techo y de los cables eléctricos, sobre todo antes de los vientos de Santa Ana.
- En zonas de riesgo de incendio, quite la maleza seca y mantenga el espacio defendible que exija su ciudad o el departamento de bomberos.
- Pruebe la calefacción y revise los aparatos de gas y su ventilación.
- Pruebe cada alarma de humo y detector de monóxido de carbono, y cambie las baterías o los aparatos cuando haga falta.

## Invierno: esté pendiente del agua

- Después de las tormentas fuertes, revise techos interiores, marcos de ventanas y paredes exteriores en busca de goteras o manchas.
- Asegúrese de que el terreno tenga pendiente hacia afuera de los cimientos y de que los drenajes no estén tapados.
- Busque humedad y los primeros signos de moho en los baños, debajo de los lavabos y alrededor de las ventanas, y corrija la causa, no solo la mancha.
- Purgue el calentador de agua para sacar el sedimento; el agua dura de muchas ciudades del interior acorta su vida útil.

## Costumbres de todo el año que ahorran dinero

### Inspeccione con regularidad

Un recorrido una o dos veces al año, con el aviso debido, le permite detectar a tiempo fugas lentas, selladores gastados, aparatos que empiezan a fallar y problemas de seguridad. Tome fotos con fecha. Desde abril de 2025, la ley de California (AB 2801) espera que el propietario fotografíe la vivienda después de que el inquilino se muda y antes y después de cualquier reparación o limpieza que se cobre del depósito y, para los arrendamientos que empiecen el 1 de julio de 2025 o después, también al mudarse el inquilino. Un buen registro fotográfico facilita mucho la cuenta del depósito en los 21 días.

### Tenga un presupuesto para el mantenimiento

Una regla práctica común es apartar cada año alrededor del 1% del valor de la propiedad para mantenimiento, y más en las casas antiguas. Lleve la cuenta de la edad de los elementos costosos, como el techo, el calentador de agua, el aire acondicionado y los electrodomésticos, para que los reemplazos sean planeados y no emergencias.

### Facilite los reportes

Los inquilinos reportan los problemas antes cuando es fácil hacerlo. Nuestros inquilinos envían sus solicitudes en línea con fotos y reciben avisos del avance del trabajo, y nuestra línea de mantenimiento está disponible ${company.hours.maintenance}. Reportes tempranos significan reparaciones más pequeñas.

### Cuide los edificios antiguos

En las casas construidas antes de 1978, suponga que las superficies pintadas pueden contener plomo. Los trabajos de renovación, reparación y pintura que alteren la pintura deben hacerlos empresas certificadas según la regla de prácticas de trabajo seguras con el plomo de la EPA. Los edificios multifamiliares con balcones, terrazas o escaleras a más de seis pies del suelo también deben inspeccionar esos elementos elevados cada cierto tiempo.

> Lleve una bitácora
> Anote cada solicitud, la fecha en que llegó, lo que se hizo y cuándo se terminó. Una bitácora de mantenimiento clara lo protege en una disputa por habitabilidad, respalda los descuentos al depósito y le indica cuándo toca reemplazar un sistema. Los requisitos pueden variar según la ciudad, así que confirme las reglas locales con el departamento de construcción o con un profesional calificado.
`);
