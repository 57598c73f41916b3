/**
 * The San Bernardino County page and every city's page in Spanish (../locations.ts), with the
 * same figures (./marketFigures.ts) and rent cap (../cityFacts.ts).
 */
import { company } from '@/config/company';
import { cityName } from '../cities';
import { byCity, rentCapPercent, type OtherCitySlug } from '../cityFacts';
import type { CountyPageContent, LocationPageContent, LocationPageCopy } from '../locations';
import { claimText } from './claims';
import { cifras as f } from './marketFigures';

export const sanBernardinoCounty: CountyPageContent = {
  place: 'el condado de San Bernardino',
  serviceName: 'Administración de propiedades en el condado de San Bernardino',
  areaName: 'Condado de San Bernardino',
  seoTitle: `Inversión y administración de rentas en el condado de San Bernardino | ${company.shortName}`,
  seoDescription: `Por qué los inversionistas eligen el condado de San Bernardino: ${f.countyOccupancy} de ocupación, ${f.countyResidents} de habitantes y viviendas ${f.countyCoastalDiscount} más baratas que en la costa. Administración con tarifa fija desde ${claimText.flatRateRange} al mes.`,
  title: 'Invierta en propiedades de renta en el condado de San Bernardino',
  intro: `Con ${f.countyResidents} de habitantes, cada vez más empleos y viviendas que cuestan ${f.countyCoastalDiscount} menos que en la costa del sur de California, el condado de San Bernardino es uno de los mejores mercados de la región para invertir en propiedades de renta. Lo administramos por ${claimText.flatRate}.`,
  stats: [
    { value: f.countyOccupancy, label: 'de ocupación en rentas' },
    { value: f.countyResidents, label: 'de habitantes' },
    { value: f.countyCoastalDiscount, label: 'más barato que en la costa' },
  ],
};

const westCovina: LocationPageContent = {
  slug: 'west-covina',
  city: 'West Covina',
  seoTitle: `Administración de propiedades en West Covina | ${company.shortName}`,
  seoDescription: `Administración de propiedades con tarifa fija en West Covina, CA: ${claimText.flatRateRange} al mes, ${claimText.noPercentageCuts}. Renta media de 3 recámaras ${f.westCovinaMedianThreeBedroomRent}, ${f.westCovinaYearlyGrowth} de alza anual, a ${f.westCovinaMilesToDowntownLa} millas del centro de LA.`,
  title: 'Administración de propiedades en West Covina',
  intro: `Desde nuestra oficina en West Covina administramos casas unifamiliares, condominios y edificios de apartamentos pequeños en todo el Valle de San Gabriel por ${claimText.flatRate}, ${claimText.noHiddenFees}.`,
  stats: [
    { value: f.westCovinaYearlyGrowth, label: 'de alza anual' },
    { value: f.westCovinaMedianThreeBedroomRent, label: 'renta media mensual de 3 recámaras' },
    { value: f.westCovinaRentalYields, label: 'de rendimiento típico de la renta' },
    { value: `${f.westCovinaMilesToDowntownLa} millas`, label: 'al centro de LA' },
  ],
};

const desertHotSprings: LocationPageContent = {
  slug: 'desert-hot-springs',
  city: 'Desert Hot Springs',
  seoTitle: `Administración de propiedades en Desert Hot Springs | ${company.shortName}`,
  seoDescription: `Administración de propiedades con tarifa fija en Desert Hot Springs, CA: ${claimText.flatRateRange} al mes para rentas de largo plazo y vacacionales. ${f.desertHotSpringsYearlyGrowth} de alza anual y viviendas ${f.desertHotSpringsDiscountVsPalmSprings} más baratas que en Palm Springs.`,
  title: 'Administración de propiedades en Desert Hot Springs',
  intro: `Nuestra oficina de Desert Hot Springs administra rentas de largo plazo y casas vacacionales en uno de los mercados de más rápido crecimiento del Valle de Coachella, por ${claimText.flatRate}.`,
  stats: [
    { value: f.desertHotSpringsYearlyGrowth, label: 'de alza anual' },
    { value: f.desertHotSpringsDiscountVsPalmSprings, label: 'más barato que Palm Springs' },
  ],
};

const laVerne: LocationPageContent = {
  slug: 'la-verne',
  city: 'La Verne',
  seoTitle: `Administración de propiedades en La Verne | ${company.shortName}`,
  seoDescription: `Administración de propiedades con tarifa fija en La Verne, CA: ${claimText.flatRateRange} al mes, ${claimText.noPercentageCuts}. Ingreso por hogar de ${f.laVerneHouseholdIncome}, ${f.laVerneYearlyGrowth} de alza anual y desocupación de ${f.laVerneVacancy}.`,
  title: 'Administración de propiedades en La Verne',
  intro: `La Verne une el encanto de un pueblo pequeño con buenos ingresos y muy poca desocupación. Aquí administramos casas y propiedades multifamiliares pequeñas por ${claimText.flatRate}, ${claimText.noPercentageCuts}.`,
  stats: [
    { value: f.laVerneHouseholdIncome, label: 'ingreso medio por hogar' },
    { value: f.laVerneYearlyGrowth, label: 'de alza anual' },
    { value: f.laVerneVacancy, label: 'de desocupación en rentas' },
  ],
};

function cityPage(slug: OtherCitySlug): LocationPageContent {
  const city = cityName(slug);
  return {
    slug,
    city,
    seoTitle: `Administración de propiedades en ${city} | ${company.shortName}`,
    seoDescription: `Administración de propiedades con tarifa fija en ${city}, CA: ${claimText.flatRateRange} al mes, ${claimText.noPercentageCuts}. Nuestros precios, las reglas de renta que aplican, vecindarios y casas en renta.`,
    title: `Administración de propiedades en ${city}`,
    intro: `Administramos casas unifamiliares, condominios y edificios de apartamentos pequeños en ${city} por ${claimText.flatRate}, ${claimText.noHiddenFees}.`,
    stats: [
      { value: claimText.flatRateRange, label: 'de tarifa fija al mes por vivienda' },
      {
        value: rentCapPercent(slug),
        label: 'lo más que puede subir una renta cubierta en 12 meses',
      },
    ],
  };
}

export const locationPages = byCity(
  { 'west-covina': westCovina, 'desert-hot-springs': desertHotSprings, 'la-verne': laVerne },
  cityPage,
);

export const locationPageCopy: LocationPageCopy = {
  eyebrow: 'Administración de propiedades con tarifa fija',
  whyInvest: (place) => `Por qué invertir en ${place}`,
  services: (place) => `Administración completa en ${place}`,
  neighborhoods: (place) => `Vecindarios de ${place} donde trabajamos`,
  prices: (place) => `Nuestros precios en ${place}`,
  rules: (place) => `Reglas de renta que aplican en ${place}`,
  listings: (place) => `Casas en renta en ${place}`,
  hotspots: 'Zonas con más potencial',
  closingTitle: (place) => `¿Listo para rentar su propiedad en ${place}?`,
  closingText: `Obtenga ${claimText.flatRate}, ${claimText.noHiddenFees} y un equipo local que responde ${claimText.followUp}.`,
  contact: 'Contáctenos',
  scheduleDemo: 'Agende una consulta',
  serviceType: 'Administración de propiedades residenciales',
};
