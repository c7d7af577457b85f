/** What names a lookwhat project's two options (issue 52): each language version's own labels. */
export type OptionNames = { option1_label?: string | null; option2_label?: string | null };

/**
 * Option 1's or option 2's name; null when the project has none (a copy kept from before options had
 * names), for the caller's own "Opción 1/2".
 */
export const optionName = (project: OptionNames, option: 1 | 2): string | null => (option === 1 ? project.option1_label : project.option2_label)?.trim() || null;
