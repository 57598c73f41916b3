/** Company facts, written once beside the edge functions (their emails quote them too). */
export {
  company,
  companyFactsInBothLanguages,
  equalHousingStatement,
  equalHousingStatements,
  licenceLine,
  licenceLines,
  mailtoHref,
  type Office,
} from '@contract/company.ts';
