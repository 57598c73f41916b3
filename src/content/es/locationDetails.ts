/**
 * The sections of the county and location pages below their hero, in Spanish
 * (../locationDetails.ts): the same shapes, icons and figures.
 */
import type { LocationSlug } from '@/config/paths';
import type { CountyDetails, LocationDetails } from '../locationDetails';
import { claimText } from './claims';
import { cifras as f } from './marketFigures';

/** What we do for owners in every city we serve. */
const serviceChecklist: readonly string[] = [
  'Precio de renta basado en comparables locales actuales',
  `Publicidad en ${claimText.listingChannels}, con fotos profesionales`,
  claimText.feature(
    'screening',
    `Selección de inquilinos con ingresos de ${claimText.tenantIncome}, crédito e historial de renta`,
  ),
  claimText.feature(
    'online_statements',
    'Cobro de la renta con recibo de cada pago, y estados de cuenta mensuales en línea para el propietario',
  ),
  'Coordinación del mantenimiento con una línea de solicitudes disponible las 24 horas, los 7 días',
  'Preparación y renovación de contratos, y cumplimiento de las leyes de California',
  'Avisos legales y coordinación de desalojos cuando hacen falta',
];

export const sanBernardinoCountyDetails: CountyDetails = {
  reasons: [
    {
      icon: 'users',
      title: 'Alta demanda de rentas',
      description: `Una población de ${f.countyResidents} de habitantes y la llegada constante de familias desde los condados de la costa mantienen la ocupación en ${f.countyOccupancy}. Las viviendas con buen precio casi nunca se quedan vacías mucho tiempo.`,
    },
    {
      icon: 'dollar',
      title: 'Precios de entrada accesibles',
      description: `Aquí las viviendas cuestan ${f.countyCoastalDiscount} menos que propiedades comparables en la costa de Los Ángeles y el condado de Orange, así que puede comprar con menos capital y tener flujo de efectivo positivo más pronto.`,
    },
    {
      icon: 'briefcase',
      title: 'Un mercado laboral en expansión',
      description:
        'La logística y la distribución, la salud, la educación y el crecimiento alrededor del Aeropuerto Internacional de Ontario traen empleo estable, y los residentes con empleo son inquilinos confiables.',
    },
    {
      icon: 'scale',
      title: 'Un entorno favorable para propietarios',
      description:
        'La mayoría de las ciudades del condado siguen la Ley de Protección al Inquilino del estado (AB 1482) sin añadir control de rentas local ni registros adicionales como los de Los Ángeles y varias ciudades de la costa. La ley estatal sigue aplicando, y nosotros le ayudamos a cumplirla.',
    },
  ],
  services: serviceChecklist,
  hotspots: [
    {
      name: 'Rancho Cucamonga',
      description:
        'Vecindarios planificados, escuelas muy bien calificadas y Victoria Gardens atraen a familias que rentan por largo tiempo.',
    },
    {
      name: 'Fontana',
      description:
        'Casas más nuevas a precios accesibles, cerca de las autopistas I-10, I-15 y SR-210, y una gran fuerza laboral en logística.',
    },
    {
      name: 'Ontario',
      description:
        'Un aeropuerto internacional, grandes empleadores y comunidades nuevas en Ontario Ranch mantienen una demanda amplia y constante.',
    },
    {
      name: 'Redlands',
      description:
        'Casas históricas, ambiente de ciudad universitaria y un centro para recorrer a pie atraen por igual a profesionistas y estudiantes.',
    },
  ],
};

const westCovina: LocationDetails = {
  benefits: [
    {
      icon: 'trending-up',
      title: 'Plusvalía constante',
      description: `West Covina ha tenido un alza anual de ${f.westCovinaYearlyGrowth}: su patrimonio crece mientras su propiedad le genera renta.`,
    },
    {
      icon: 'dollar',
      title: 'Rentas y rendimientos sólidos',
      description: `Una renta media de ${f.westCovinaMedianThreeBedroomRent} al mes por una casa de 3 recámaras da rendimientos de ${f.westCovinaRentalYields}, muy por encima de muchos mercados de la costa.`,
    },
    {
      icon: 'train',
      title: 'Bien ubicada para ir al trabajo',
      description: `A solo ${f.westCovinaMilesToDowntownLa} millas del centro de LA por la autopista I-10, y con Metrolink cerca, West Covina atrae a quienes viajan al trabajo y quieren más espacio por su renta.`,
    },
    {
      icon: 'home',
      title: 'Oficina local, equipo local',
      description:
        'Nuestra oficina está en West Covina, así que las visitas, inspecciones y trabajos de proveedores se hacen rápido, y nuestra línea de mantenimiento atiende las 24 horas, los 7 días.',
    },
  ],
  services: serviceChecklist,
  neighborhoods: [
    {
      name: 'South Hills',
      description:
        'Casas más grandes en calles tranquilas de las colinas, preferidas por familias.',
    },
    {
      name: 'Woodside Village',
      description: 'Vecindario consolidado de casas unifamiliares, cerca de escuelas y parques.',
    },
    {
      name: 'Shadow Oak',
      description: 'Calles arboladas con casas de mediados de siglo y acceso fácil a la autopista.',
    },
    {
      name: 'Zona de Cameron Park',
      description: 'Ubicación céntrica cerca del parque, las tiendas y el Centro Cívico.',
    },
    {
      name: 'Zona de Plaza West Covina',
      description: 'Condominios y townhomes a poca distancia a pie de tiendas y restaurantes.',
    },
  ],
};

const desertHotSprings: LocationDetails = {
  benefits: [
    {
      icon: 'trending-up',
      title: 'Un mercado que crece rápido',
      description: `Desert Hot Springs ha tenido un alza anual de ${f.desertHotSpringsYearlyGrowth}, a medida que compradores e inquilinos descubren sus vistas, su espacio y sus precios.`,
    },
    {
      icon: 'dollar',
      title: 'Buen valor junto a Palm Springs',
      description: `Las viviendas cuestan cerca de ${f.desertHotSpringsDiscountVsPalmSprings} menos que en Palm Springs, a pocos minutos en carro: un precio de entrada más bajo en el mismo mercado turístico del desierto.`,
    },
    {
      icon: 'palm',
      title: 'Demanda de rentas vacacionales',
      description: `Sus aguas termales naturales, sus spas boutique y la cercanía a Joshua Tree atraen visitantes todo el año. Ofrecemos ${claimText.vacationRentals} y le ayudamos a cumplir las reglas de la ciudad sobre permisos de renta a corto plazo.`,
    },
    {
      icon: 'sun',
      title: 'Mantenimiento preparado para el desierto',
      description:
        'El aire acondicionado, las albercas y el riego necesitan cuidado extra con el calor del desierto. Nuestro equipo local y nuestra línea de mantenimiento, disponible las 24 horas, los 7 días, mantienen cómodos a inquilinos y huéspedes.',
    },
  ],
  services: [
    ...serviceChecklist,
    'Administración de rentas vacacionales: comunicación con huéspedes, limpieza entre estancias y precios',
  ],
  neighborhoods: [
    {
      name: 'Mission Lakes',
      description:
        'Casas y condominios junto al campo de golf con vista a las montañas, preferidos por quienes rentan por temporada.',
    },
    {
      name: 'Zona de Two Bunch Palms',
      description: 'Spas y calles residenciales tranquilas en el norte de la ciudad.',
    },
    {
      name: 'Corredor de Palm Drive',
      description: 'Casas céntricas cerca de tiendas, servicios y la salida a la Interestatal 10.',
    },
    {
      name: 'Skyborne',
      description:
        'Una comunidad más nueva de casas unifamiliares, ideal para rentas de largo plazo.',
    },
    {
      name: 'Sky Valley (cercano)',
      description:
        'Propiedades rurales del desierto con espacio y privacidad, atractivas para estancias vacacionales.',
    },
  ],
};

const laVerne: LocationDetails = {
  benefits: [
    {
      icon: 'users',
      title: 'Inquilinos con buenos ingresos',
      description: `Un ingreso medio por hogar de ${f.laVerneHouseholdIncome} significa solicitantes que cumplen sin problema con nuestro requisito de ${claimText.tenantIncome}.`,
    },
    {
      icon: 'home',
      title: 'Muy poca desocupación',
      description: `Con una desocupación de ${f.laVerneVacancy}, las casas bien cuidadas de La Verne se rentan rápido y los inquilinos suelen quedarse.`,
    },
    {
      icon: 'trending-up',
      title: 'Crecimiento constante',
      description: `La Verne ha tenido un alza anual de ${f.laVerneYearlyGrowth}, sostenida por poca construcción nueva y una demanda estable.`,
    },
    {
      icon: 'graduation',
      title: 'Escuelas y transporte',
      description:
        'Las escuelas de Bonita Unified, la Universidad de La Verne y la extensión del tren ligero Metro A Line hacen la ciudad atractiva para familias, profesores y quienes viajan al trabajo.',
    },
  ],
  services: serviceChecklist,
  neighborhoods: [
    {
      name: 'Old Town La Verne',
      description: 'Casas históricas y apartamentos cerca de cafés, tiendas y la universidad.',
    },
    {
      name: 'Marshall Canyon',
      description:
        'Casas en las colinas junto al campo de golf y los senderos, preferidas por inquilinos de largo plazo.',
    },
    {
      name: 'Zona de Live Oak',
      description: 'Vecindarios familiares y tranquilos cerca de parques y de la represa.',
    },
    {
      name: 'Corredor de Foothill Boulevard',
      description: 'Condominios y townhomes cerca de tiendas y de la autopista SR-210.',
    },
    {
      name: 'Zona de Bonita Avenue',
      description: 'Calles céntricas de casas unifamiliares, cerca de las escuelas y del centro.',
    },
  ],
};

export const locationDetails: Record<LocationSlug, LocationDetails> = {
  'west-covina': westCovina,
  'desert-hot-springs': desertHotSprings,
  'la-verne': laVerne,
};
