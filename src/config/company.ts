/** Company facts, written once beside the edge functions (their emails quote them too). */
export {
  company,
  equalHousingStatement,
  equalHousingStatements,
  licenceLine,
  licenceLines,
  mailtoHref,
  type Office,
} from '@contract/company.ts';
