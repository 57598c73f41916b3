/**
 * Las páginas de propiedades en español (/es/properties, /es/properties/<id>), con la misma forma
 * que content/listings.ts. Los títulos, descripciones, electrodomésticos, amenidades y nombres de
 * cuotas son texto de la oficina y se muestran como están guardados (en inglés).
 */
import {
  airConditioningLabelsByLocale,
  laundryLabelsByLocale,
  parkingLabelsByLocale,
  utilityLabelsByLocale,
} from '@contract/listing-options.ts';
import {
  listingFilterLabelsByLocale,
  listingSortLabelsByLocale,
} from '@contract/listing-search.ts';
import { intlLocales } from '@contract/locale.ts';
import { company, equalHousingStatements, licenceLines } from '@/config/company';
import type { ListingsContent } from '../listings';

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

export const listingsContent: ListingsContent = {
  intl: intlLocales.es,
  page: {
    seoTitle: `Casas en venta y en renta en el Sur de California | ${company.shortName}`,
    seoDescription:
      'Vea las casas que tenemos en venta y en renta en el Inland Empire, el condado de San Bernardino y el Valle de San Gabriel. Llámenos o escríbanos para ver una casa.',
    heading: 'Propiedades disponibles',
    intro:
      'Casas que administramos y que están en venta o en renta ahora mismo. Abra un anuncio para ver todas sus fotos y detalles, o llámenos o escríbanos para hacer una cita y verla.',
  },
  listedBy: `Anunciado por ${company.name}, ${licenceLines.es}`,
  // HUD's Spanish first, as the footer shows it (one wording: contract/company.ts).
  equalHousing: equalHousingStatements.es,
  units: {
    perMonth: '/mes',
    beds: (n, count) => `${n} ${plural(count, 'recámara', 'recámaras')}`,
    baths: (n, count) => `${n} ${plural(count, 'baño', 'baños')}`,
    squareFeet: (n) => `${n} pies²`,
    months: (count) => `${count} ${plural(count, 'mes', 'meses')}`,
  },
  typeBadge: {
    sale: 'En venta',
    rent: 'En renta',
    both: 'En venta o renta',
  },
  options: {
    parking: parkingLabelsByLocale.es,
    laundry: laundryLabelsByLocale.es,
    airConditioning: airConditioningLabelsByLocale.es,
    utilities: utilityLabelsByLocale.es,
  },
  browser: {
    filterGroup: 'Filtrar propiedades',
    filters: listingFilterLabelsByLocale.es,
    search: {
      label: 'Buscar propiedades',
      city: 'Ciudad',
      minPrice: 'Precio mínimo',
      maxPrice: 'Precio máximo',
      beds: 'Recámaras',
      baths: 'Baños',
      any: 'Cualquiera',
      availableBy: 'Disponible a más tardar el',
      pets: 'Mascotas',
      cats: 'Se aceptan gatos',
      dogs: 'Se aceptan perros',
      sortBy: 'Ordenar por',
      sorts: listingSortLabelsByLocale.es,
      submit: 'Buscar',
      reset: 'Borrar',
    },
    loading: 'Cargando propiedades...',
    loadError: 'No pudimos cargar las propiedades',
    retry: 'Intentar de nuevo',
    retrying: 'Intentando de nuevo...',
    count: (count, filtered) =>
      filtered
        ? `${count} ${plural(count, 'casa coincide', 'casas coinciden')} con su búsqueda`
        : `${count} ${plural(count, 'casa', 'casas')}`,
    noMatchTitle: 'Ninguna casa coincide con estos filtros',
    noMatchText: 'Pruebe con menos filtros, o bórrelos todos.',
    clearFilters: 'Borrar filtros',
    emptyTitle: 'No hay propiedades disponibles',
    emptyText: '¡Vuelva pronto para ver nuevos anuncios!',
    listLabel: 'Anuncios',
    alertButton: 'Avísenme por correo cuando haya una casa así',
    alertLoading: 'Cargando el formulario...',
  },
  card: {
    viewPhotos: (count, title) =>
      count === 1 ? `Ver la foto de ${title}` : `Ver las ${count} fotos de ${title}`,
    photoCount: ' fotos',
    allIn: ' todo incluido',
  },
  contact: {
    call: 'Llámenos',
    email: 'Escríbanos',
    about: (title) => ` sobre ${title}`,
    subject: (title) => `Pregunta sobre ${title}`,
  },
  photos: {
    comingSoon: 'Fotos próximamente',
    open: (index, total) => `Abrir la foto ${index} de ${total}`,
    more: (count) => `+${count} más`,
    note: (total) => `${total} fotos. Seleccione una foto para verlas todas.`,
    carousel: (title) => `Fotos de ${title}`,
    slide: (index, total) => `${index} de ${total}`,
    alt: (title, index, total) => `${title}, foto ${index} de ${total}`,
    previous: 'Foto anterior',
    next: 'Foto siguiente',
    counter: 'Foto ',
    close: 'Cerrar',
  },
  details: {
    back: 'Todas las propiedades',
    allInNote: 'Todo incluido: renta más cuotas mensuales obligatorias',
    allInPrice: (price) => `${price} todo incluido`,
    about: 'Sobre esta casa',
    noDescription: 'Llámenos o escríbanos para conocer los detalles de esta casa.',
    facts: 'Datos',
    virtualTour: 'Ver el recorrido virtual',
    newTab: ' (se abre en una pestaña nueva)',
    contactLabel: 'Contáctenos sobre esta casa',
    interested: '¿Le interesa esta casa?',
    callOrEmail: `Llame al ${company.phone} o escríbanos; contestamos de 7 a.m. a 7 p.m. todos los días.`,
    summary: (type, city, state, facts, price) =>
      `${type} en ${city}, ${state}: ${facts}, ${price}.`,
  },
  factLabels: {
    offered: 'Se ofrece',
    price: 'Precio',
    baseRent: 'Renta base',
    bedrooms: 'Recámaras',
    bathrooms: 'Baños',
    squareFeet: 'Pies cuadrados',
    address: 'Dirección',
    listed: 'Publicado',
    available: 'Disponible',
    fee: (label) => `${label} (mensual, incluido arriba)`,
    securityDeposit: 'Depósito de seguridad',
    applicationFee: 'Cuota de solicitud',
    leaseTerm: 'Plazo del contrato',
    monthToMonth: 'mes a mes',
    or: ' o ',
    cats: 'Gatos',
    dogs: 'Perros',
    allowed: 'Se aceptan',
    notAllowed: 'No se aceptan',
    petLimit: 'Máximo de mascotas',
    petFee: 'Cuota por mascota',
    parking: 'Estacionamiento',
    laundry: 'Lavandería',
    airConditioning: 'Aire acondicionado',
    utilities: 'Servicios incluidos',
    appliances: 'Electrodomésticos',
    amenities: 'Amenidades',
    yearBuilt: 'Año de construcción',
    hoaFee: 'Cuota de la HOA',
  },
  structuredData: {
    laundry: (label) => `Lavandería: ${label}`,
    utilityIncluded: (label) => `${label} incluido`,
  },
  loading: 'Cargando el anuncio...',
  loadError: 'No pudimos cargar este anuncio',
  unavailable: {
    seoTitle: `Este anuncio ya no está disponible | ${company.shortName}`,
    seoDescription:
      'Este anuncio ya no está disponible. Vea las casas que tenemos en venta y en renta ahora mismo.',
    heading: 'Este anuncio ya no está disponible',
    text: 'Puede que ya se haya vendido, rentado o retirado del mercado. Nuestras otras casas en venta y en renta están a un clic.',
    browse: 'Ver las propiedades disponibles',
  },
};
