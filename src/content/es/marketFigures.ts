/** The market figures as the Spanish pages write them: the two with words put into Spanish. */
import { marketFigures } from '../marketFigures';

export const cifras = {
  ...marketFigures,
  countyResidents: marketFigures.countyResidents.replace(' million', ' millones'),
  laVerneVacancy: marketFigures.laVerneVacancy.replace('under ', 'menos del '),
};
