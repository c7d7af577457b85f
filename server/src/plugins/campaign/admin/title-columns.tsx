import { TitleCell } from './TitleCell';

type Header = { name: string; [key: string]: unknown };
type ListHook = { displayedHeaders: Header[]; layout: unknown };

const COLUMNS = [
  { field: 'projectDocumentId', kind: 'project', label: 'Proyecto' },
  { field: 'rewardDocumentId', kind: 'reward', label: 'Premio' },
] as const;

/**
 * In the content manager's lists of votes, entries, sign-ups and draws, the project's or reward's id
 * column shows its title instead, linked to its page: editors browse member records by title.
 */
export function titleColumns({ displayedHeaders, layout }: ListHook): ListHook {
  return {
    layout,
    displayedHeaders: displayedHeaders.map((header) => {
      const column = COLUMNS.find((c) => c.field === header.name);
      if (!column) return header;
      return {
        ...header,
        label: { id: `chispa.campaign.column.${column.kind}`, defaultMessage: column.label },
        searchable: false,
        sortable: false,
        cellFormatter: (row: Record<string, unknown>) => <TitleCell kind={column.kind} documentId={row[column.field] as string | undefined} />,
      };
    }),
  };
}
