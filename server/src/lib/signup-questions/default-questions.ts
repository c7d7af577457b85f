import type { StoredQuestion } from './question';

/**
 * Spec §5, "Form reward signup": what a reward asks when its editor has written no questions of
 * its own, and what a new reward starts with in the admin. The keys are the spec's fields, so these
 * answers also fill the sign-up's own columns (city, phone, option, name, year, location).
 */
export const DEFAULT_QUESTIONS: StoredQuestion[] = [
  { key: 'city', label: 'Ciudad', labelEn: 'City', kind: 'text', required: true, maxLength: 225 },
  { key: 'phone', label: 'Teléfono', labelEn: 'Phone', kind: 'phone', required: true, minLength: 8, maxLength: 40 },
  {
    key: 'option',
    label: '¿Cómo quieres participar?',
    labelEn: 'How would you like to take part?',
    kind: 'choice',
    required: true,
    choices: ['1 | Opción 1: vengo por mi cuenta | Option 1: I will come on my own', '2 | Opción 2: vengo con un grupo | Option 2: I will come with a group'].join('\n'),
  },
  {
    key: 'name',
    label: 'Nombre del grupo o de la persona responsable',
    labelEn: 'Name of the group or of the person in charge',
    kind: 'text',
    required: true,
    maxLength: 225,
    showWhen: 'option=2',
  },
  {
    key: 'year',
    label: 'Año de fundación del grupo (2017–2022)',
    labelEn: 'Year the group was founded (2017–2022)',
    kind: 'number',
    required: true,
    min: 2017,
    max: 2022,
    showWhen: 'option=2',
  },
  {
    key: 'location',
    label: 'Confirmo que podemos desplazarnos al lugar',
    labelEn: 'I confirm we can get to the place',
    kind: 'checkbox',
    required: true,
    showWhen: 'option=2',
  },
];
