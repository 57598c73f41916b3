import { article } from '@/content/blog/article';

// The statutes keep their numbers (AB 1482, Código Civil de California, sección 1954...), what an
// owner, a court or an attorney will look up; their names are in Spanish (the glossary).
export const body = article(`
California tiene algunas de las leyes entre propietarios e inquilinos más detalladas del país, y la legislatura las cambia casi cada año. Este resumen trata las reglas que afectan la administración diaria de una propiedad de renta típica del Sur de California. Es información general, no asesoría legal: muchas ciudades agregan sus propias reglas a la ley estatal, así que confirme los detalles de su propiedad con un abogado de California con experiencia en la relación entre propietarios e inquilinos antes de actuar.

## Límites a los aumentos y causa justa: la Ley de Protección al Inquilino de 2019 (AB 1482)

La Ley de Protección al Inquilino limita los aumentos de renta en las propiedades cubiertas al 5% más el aumento regional del costo de vida (CPI), con un máximo absoluto del 10%, en cualquier periodo de 12 meses. Se aplica a la mayoría de las viviendas de renta residenciales con más de 15 años de antigüedad, contados de forma continua. Entre las exenciones comunes están las casas unifamiliares y los condominios que son propiedad de personas físicas, y no de corporaciones o de fideicomisos de inversión en bienes raíces (REIT), pero solo si el contrato de arrendamiento incluye el aviso de exención específico que exige la ley. Un dúplex en el que vive el propietario también está exento.

Cuando un inquilino ha ocupado legalmente una vivienda cubierta durante 12 meses, el propietario necesita una causa justa para terminar el arrendamiento. Las causas por culpa del inquilino incluyen no pagar la renta, un incumplimiento grave del contrato, las molestias graves y la actividad delictiva en la propiedad. Las causas sin culpa, como que el propietario o un familiar cercano se mude a la vivienda, retirar la vivienda del mercado de renta o una remodelación sustancial, requieren una ayuda para la reubicación igual a un mes de renta (o perdonar la renta del último mes). Las reformas que entraron en vigor en abril de 2024 (SB 567) endurecieron las reglas sin culpa; por ejemplo, el propietario que se muda a la vivienda debe hacerlo dentro de 90 días y quedarse al menos 12 meses. Las ciudades con control de rentas local, como Los Ángeles y Pasadena, pueden ser todavía más estrictas.

## Depósitos de seguridad

- Desde el 1 de julio de 2024 (AB 12), la mayoría de los propietarios no pueden cobrar más de un mes de renta como depósito de seguridad, con o sin muebles. Una excepción para pequeños propietarios permite hasta dos meses a las personas físicas que no tienen más de dos propiedades residenciales de renta con un total de cuatro viviendas o menos, pero no cuando el inquilino es miembro de las fuerzas armadas.
- Cualquier depósito por mascota o cuota de mudanza, aparte de la renta del primer mes, cuenta dentro de ese límite.
- Dentro de los 21 días después de que el inquilino se muda, usted debe devolver el depósito o enviar un estado detallado de los descuentos con el saldo, incluidos los recibos o facturas de los trabajos que cuesten $125 o más.
- Puede descontar la renta no pagada, la limpieza necesaria para dejar la vivienda como estaba al inicio y los daños que van más allá del desgaste normal por el uso, pero no el desgaste normal.
- Desde abril de 2025 (AB 2801), se espera que el propietario fotografíe la vivienda cuando el inquilino se muda y antes y después de las reparaciones que cobra y, para los arrendamientos que empiecen el 1 de julio de 2025 o después, también al inicio.

## La entrada a la vivienda

Según el Código Civil de California, sección 1954, el propietario solo puede entrar por razones específicas, como reparaciones necesarias, servicios acordados, mostrar la vivienda a futuros inquilinos, compradores o prestamistas, o una inspección antes de la mudanza. Salvo en una emergencia, debe dar un aviso razonable por escrito, y se presume que 24 horas es razonable (seis días si el aviso se envía por correo). La entrada debe ser en horario normal de oficina, a menos que el inquilino acepte otra cosa. Las entradas repetidas o que acosan al inquilino pueden generar responsabilidad aunque se haya dado aviso.

## Avisos: aumentos de renta, terminaciones y renta no pagada

- Aumentos de renta: al menos 30 días de aviso por escrito para un aumento del 10% o menos dentro de 12 meses, y 90 días para uno de más del 10% (cuando un aumento mayor esté permitido).
- Terminar un arrendamiento de mes a mes: aviso de 30 días si todos los inquilinos llevan menos de un año viviendo ahí, de 60 días si alguno lleva un año o más, y la causa justa indicada en el aviso cuando se aplica la Ley de Protección al Inquilino o una ordenanza local.
- Renta no pagada: un aviso de tres días para pagar la renta o desocupar debe indicar solo la renta que realmente se debe, a quién y cómo se puede pagar, y en sus tres días no cuentan los sábados, los domingos ni los días feriados de la corte.

Solo una corte puede desalojar a un inquilino. Cambiar las cerraduras, quitar puertas o pertenencias, o cortar los servicios para obligar a un inquilino a irse es un desalojo por cuenta propia, ilegal, que puede acarrear multas considerables. Desde el 1 de enero de 2025, los inquilinos tienen por lo general diez días hábiles de la corte, en lugar de cinco, para responder a una demanda de desalojo, así que cuente con un proceso más largo.

## Habitabilidad y represalias

Todo contrato de arrendamiento incluye una garantía implícita de habitabilidad: la protección contra el clima, la plomería, el agua caliente, la calefacción, la instalación eléctrica, la higiene, las cerraduras y las alarmas de humo deben funcionar. Si el propietario no atiende un defecto grave después de recibir el aviso, en algunos casos el inquilino puede repararlo y descontar el costo, hasta un mes de renta y no más de dos veces en 12 meses, o presentar esa condición como defensa en un desalojo. Subir la renta, reducir los servicios o amenazar con el desalojo dentro de los 180 días después de que el inquilino se queja con usted o con una agencia del gobierno se presume una represalia.

## Vivienda justa

La Ley de Empleo y Vivienda Justa de California (FEHA, por sus siglas en inglés) prohíbe la discriminación en los anuncios, la evaluación, las condiciones y los desalojos por una larga lista de características protegidas, entre ellas la raza, la religión, el sexo, la identidad de género, la orientación sexual, la situación familiar, la discapacidad, el origen nacional, el estado civil y la fuente de ingresos. Desde 2020, la fuente de ingresos incluye los vales de vivienda, así que las políticas de “no Sección 8” son ilegales. El propietario también debe hacer adaptaciones razonables para los inquilinos con discapacidad, como permitir un animal de asistencia en un edificio donde no se aceptan mascotas.

## Divulgaciones obligatorias y equipos de seguridad

- Pintura con plomo: en las casas construidas antes de 1978, divulgue cualquier peligro de plomo que conozca, entregue a los inquilinos el folleto de la EPA “Protect Your Family From Lead in Your Home” (en español, “Proteja a su familia del plomo en su casa”) e incluya en el contrato la advertencia sobre el plomo.
- Chinches: entregue a los futuros inquilinos la información por escrito sobre las chinches que exige el Código Civil, no rente una vivienda que sabe que está infestada y comparta los resultados de las inspecciones con los inquilinos afectados.
- Moho: divulgue las condiciones de moho conocidas que representen un riesgo para la salud, y trate el moho visible como un problema de habitabilidad que debe corregir.
- Ley de Megan: incluya en el contrato el aviso que exige la ley sobre la base de datos pública de delincuentes sexuales.
- Riesgo de inundación: divulgue si la propiedad está en una zona especial de riesgo de inundación, como se exige en los contratos de arrendamiento desde julio de 2018.
- Otros avisos cuando correspondan: control de plagas periódico, medidores de servicios compartidos, una muerte en la vivienda en los últimos tres años, una demolición pendiente y antiguos sitios militares con municiones cercanos.
- Alarmas de humo en cada vivienda y detectores de monóxido de carbono donde haya un aparato de gas, una chimenea o un garaje adjunto, probados en cada cambio de inquilino.

> Manténgase al día con los cambios
> Las nuevas leyes de vivienda por lo general entran en vigor el 1 de enero o el 1 de julio. Revise sus formularios de contrato y sus procedimientos al menos una vez al año, y consulte a un abogado calificado de California sobre cualquier aviso, aumento o desalojo en particular. Un administrador profesional que trabaja con estas reglas todos los días puede mantener su propiedad en cumplimiento a medida que cambian.
`);
